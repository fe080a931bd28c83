import { useAssetUrl, useData, useT, useToast, type WidgetComponentProps } from '@engine';
import { ConfirmItemDialog, useConfirmedItem } from '@kit/ConfirmItem';
import { ListSection, ListView } from '@kit/list/ListView';
import { useItemAction } from '@kit/useItemAction';
import { useWidgetT } from '@kit/useWidgetT';
import { readRecipes, shortfall, type Recipe } from './recipes';
import { recipeSkeleton, type GiftComposeProps } from './schema';
import '@kit/blocks.css';
import './gift-compose.css';

function GiftIcon({ icon, size }: { icon?: string; size: number }) {
  const src = useAssetUrl(icon);
  return src ? <img className="gc-icon" src={src} alt="" width={size} height={size} loading="lazy" /> : <span className="gc-icon" style={{ width: size, height: size }} aria-hidden="true" />;
}

/**
 * The crafting hall: each recipe's goal and materials, owned against needed. Composing uses the
 * materials up and cannot be undone, so it is asked first; it sends one request however often it is confirmed.
 * A recipe short of materials says which instead of composing.
 */
export default function GiftCompose({ props }: WidgetComponentProps<GiftComposeProps>) {
  const t = useT();
  const wt = useWidgetT('gift-compose');
  const toast = useToast();
  const data = useData<unknown>(props.source);
  const compose = useItemAction(props.stateKey);
  const asked = useConfirmedItem<Recipe>((recipe) => compose.run(props.composeAction, recipe.row));

  const recipes = data.data === undefined ? undefined : readRecipes(data.data);

  const onTap = (recipe: Recipe) => {
    const why = shortfall(recipe);
    if (why.kind === 'nothing') toast(wt('insufficient'));
    else if (why.kind === 'short') toast(wt('materialShort', { gift: why.material.name, owned: why.material.owned, need: why.material.need }));
    else asked.ask(recipe);
  };
  return (
    <ListSection className="gc" title={props.title ? t(props.title) : undefined}>
      <ListView rows={recipes} read={data} skeleton={recipeSkeleton} empty={wt('empty')} unreadable={wt('unreadable')} className="gc__recipes" rowKey={(recipe) => recipe.key}>
        {(recipe) => {
          const ready = shortfall(recipe).kind === 'none';
          return (
            <li className="gc-recipe" data-ready={ready}>
              <div className="gc-recipe__goal">
                <GiftIcon icon={recipe.goalIcon} size={64} />
                <span className="gc-recipe__name">{recipe.goalName}</span>
              </div>
              <ul className="cw-list cw-list--wrap gc-recipe__materials" aria-label={wt('materials')}>
                {recipe.materials.map((m) => (
                  <li key={m.key} className="gc-material" data-short={m.owned < m.need}>
                    <GiftIcon icon={m.icon} size={40} />
                    <span className="gc-material__name">{m.name}</span>
                    <span className="gc-material__count">{wt('ownedOfNeeded', { owned: m.owned, need: m.need })}</span>
                  </li>
                ))}
              </ul>
              <button type="button" className={`cw-btn ${ready ? 'cw-btn--primary' : 'cw-btn--ghost'} gc-recipe__btn`} disabled={asked.busy} onClick={() => onTap(recipe)}>
                {ready ? wt('compose') : wt('notEnough')}
              </button>
            </li>
          );
        }}
      </ListView>
      <ConfirmItemDialog item={asked} title={wt('confirmTitle')}>
        {asked.asking ? (
          <p className="gc__confirm">
            {wt('confirmText', { gift: asked.asking.goalName, materials: asked.asking.materials.map((m) => wt('materialTimes', { gift: m.name, count: m.need })).join(', ') })}
          </p>
        ) : null}
      </ConfirmItemDialog>
    </ListSection>
  );
}
