/**
 * Browser side of the campaign folders' preview data (Storybook, and the tests, whose modules Vite transforms):
 * the fixture files and definitions come with the bundle through Vite's glob import.
 */
import { readFixtures, type CampaignFile, type Fixture } from '../../engine/core/fixtures';

const fixtureTexts = import.meta.glob<string>('../../campaigns/*/fixtures/*.{yaml,yml,json}', { query: '?raw', import: 'default', eager: true });
const definitionTexts = import.meta.glob<string>('../../campaigns/*/campaign.{yaml,yml,json}', { query: '?raw', import: 'default', eager: true });

const campaignOf = (key: string) => key.replace(/^\.\.\/\.\.\/campaigns\//, '').split('/')[0] ?? '';
const filesOf = (texts: Record<string, string>): CampaignFile[] =>
  Object.entries(texts).map(([key, text]) => ({ campaign: campaignOf(key), file: key.replace(/^\.\.\/\.\.\//, ''), text }));

let parsed: Fixture[] | undefined;

/** The `fixtures` option of the sandbox in a bundle: the campaign folders' fixtures as they were built. */
export function bundledFixtures(): Fixture[] {
  if (!parsed) {
    const fixtures = filesOf(fixtureTexts);
    const withFixtures = new Set(fixtures.map((f) => f.campaign));
    parsed = readFixtures({ definitions: filesOf(definitionTexts).filter((d) => withFixtures.has(d.campaign)), fixtures });
  }
  return parsed;
}
