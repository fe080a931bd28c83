/* Generated from the campaign JSON Schema by `npm run schemas`. Do not edit: change the zod schemas instead. */

/**
 * One step of an action: api, bridge, navigate, toast, openModal, closeModal, confirm, refetch, setState, run, if, or a widget step `<type>.<name>`.
 */
export type ActionStep =
  | (
      | {
          type: "api";
          /**
           * API path under the API base, e.g. /marketing/activity/apply/saveV1.
           */
          path: string;
          /**
           * HTTP method (default GET).
           */
          method?: "GET" | "POST";
          /**
           * Parameters (query for GET, body fields for POST); string values may hold bindings.
           */
          params?: {
            [k: string]: unknown | undefined;
          };
          /**
           * Request body (POST); may hold bindings.
           */
          body?: {
            [k: string]: unknown | undefined;
          };
          /**
           * The call spends money (bet, draw, buy, pay): a second tap while it runs does nothing.
           */
          money?: boolean;
          /**
           * Store the answer under this `state` key.
           */
          saveAs?: string;
          /**
           * Steps run after the call succeeded.
           */
          onSuccess?: ActionStep[];
          /**
           * Steps run after the call failed: one list, or lists by the server's status code (4002: [...]) and `other`; a code with no list shows the server's own message.
           */
          onFailure?:
            | ActionStep[]
            | {
                [k: string]: ActionStep[] | undefined;
              };
        }
      | {
          type: "bridge";
          /**
           * Native app action, e.g. share, pay, closePage, forward.
           */
          action: string;
          /**
           * Arguments of the native action; may hold bindings.
           */
          args?: {
            [k: string]: unknown | undefined;
          };
          /**
           * Steps run after the native action succeeded.
           */
          onSuccess?: ActionStep[];
          /**
           * Steps run after the native action failed or is not available (browser). Without them the user is told why: open the page in the app, update the app, or the app could not do it.
           */
          onFailure?: ActionStep[];
        }
      | {
          type: "navigate";
          /**
           * Route under /vue/ (e.g. /act/christmas) or an allowlisted URL.
           */
          to: string;
        }
      | {
          type: "toast";
          /**
           * String key of the message (shown for 2000 ms).
           */
          text: string;
          /**
           * Values for the {name} placeholders of the text; may hold bindings.
           */
          values?: {
            [k: string]: unknown | undefined;
          };
        }
      | {
          type: "openModal";
          /**
           * Id of the modal or sheet node to open.
           */
          id: string;
        }
      | {
          type: "closeModal";
          /**
           * Id of the modal to close (default: the topmost).
           */
          id?: string;
        }
      | {
          type: "confirm";
          /**
           * String key of the question.
           */
          text: string;
          /**
           * Values for the {name} placeholders of the text; may hold bindings.
           */
          values?: {
            [k: string]: unknown | undefined;
          };
          /**
           * Steps run when the user confirms.
           */
          onConfirm?: ActionStep[];
          /**
           * Steps run when the user cancels.
           */
          onCancel?: ActionStep[];
        }
      | {
          type: "refetch";
          /**
           * Data sources to fetch again (default: all); the next step runs once their answers are in.
           */
          data?: string[];
        }
      | {
          type: "setState";
          /**
           * Key under the `state` binding root.
           */
          key: string;
          /**
           * The value; may hold bindings.
           */
          value: {
            [k: string]: unknown | undefined;
          };
        }
      | {
          type: "run";
          /**
           * Name of another action declared under `actions:`.
           */
          action: string;
        }
      | {
          type: "if";
          /**
           * The condition, e.g. {{ data.cottage.opened >= 3 && phase == 'running' }}: > >= == != < <= && || ! over bindings.
           */
          test: string;
          /**
           * Steps run when the condition holds.
           */
          then?: ActionStep[];
          /**
           * Steps run when it does not.
           */
          else?: ActionStep[];
        }
    )
  | {
      /**
       * A step offered by a widget module: `<widget-type>.<name>`.
       */
      type: string;
      [k: string]: unknown | undefined;
    };
/**
 * One widget of the page; `type` selects the widget.
 */
export type PageNode =
  | {
      /**
       * Achievements read from a data source: level of the maximum, progress to the next level, its reward, and Upgrade (one at a time) when the progress reached the target; loading, empty and error states.
       */
      type: "achievement-list";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source with the achievements, e.g. /revenue/achievement/getAchievementList.
         */
        source: string;
        /**
         * Action run by Upgrade on an achievement whose progress reached its target; the achievement is in {{state.<stateKey>}} (e.g. POST /revenue/achievement/upgrade with id {{state.achievement.id}}, money: true for single-flight).
         */
        upgradeAction: string;
        /**
         * Page state key holding the achievement being upgraded.
         */
        stateKey?: string;
        /**
         * String key of a title above the achievements.
         */
        title?: string;
        /**
         * String key shown when there is no achievement (default: a shared message).
         */
        emptyText?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Activities open for applications with their period, reward, state (not started, open, ended) and the user's application state (under review, approved, not approved); Apply runs an action with the activity; loading, empty and error states.
       */
      type: "activity-list";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source with the activities, e.g. /marketing/activity/apply/listActivityV1.
         */
        source: string;
        /**
         * Action run by an activity's Apply button (no button when absent, e.g. above the application form).
         */
        action?: string;
        /**
         * Show only the activity of this id (the one being applied for); none: every activity.
         */
        activityId?: (string | number) | string;
        /**
         * Page state key the tapped activity is put under before the action runs, read as {{state.activity.id}}.
         */
        stateKey?: string;
        /**
         * String key of a title above the activities.
         */
        title?: string;
        /**
         * String key shown when no activity is listed (default: the widget's own message).
         */
        emptyText?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A small count pill; numbers above max show as max+.
       */
      type: "badge";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * The count to show, e.g. {{data.inbox.unread}}.
         */
        value: number | string;
        /**
         * Largest count shown as is; above it the badge shows "max+".
         */
        max?: number;
        /**
         * Show a plain dot instead of the number.
         */
        dot?: boolean;
        /**
         * Show the badge when the count is 0.
         */
        showZero?: boolean;
        /**
         * String key of what the count means, read out by screen readers; {count} is the number, e.g. "{count} under review". Defaults to the shared "{count} new".
         */
        label?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Full-width campaign image with a fixed aspect ratio (no layout shift) and localized alt text.
       */
      type: "banner";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Banner image: a file of the campaign folder or an allowlisted URL.
         */
        image: string;
        /**
         * String key of the image description read by screen readers.
         */
        alt: string;
        /**
         * Width/height of the image, e.g. 750/360: the space is reserved before it loads, so nothing moves.
         */
        ratio?: string;
        /**
         * Action run when the banner is tapped (the banner becomes a button).
         */
        action?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * The campaign banners of an answer (title, picture, route); a tap opens the banner's page in the app, only among the routes the config lists; loading, empty and error states.
       */
      type: "banner-list";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source with the banners, e.g. /marketing/banner/list.
         */
        source: string;
        /**
         * The app routes a banner may open (under /vue/). A banner whose route is not listed here is not shown: the answer never chooses a page outside this list.
         *
         * @minItems 1
         */
        routes: [string, ...string[]];
        /**
         * String key of a title above the banners.
         */
        title?: string;
        /**
         * String key shown when no banner is running (default: the widget's own message).
         */
        emptyText?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * The Perfect BFF team panel: the team name entry (required, at most nameMax characters, set once), the team's points, best friends and supporting families with their invitation status, the friend and family leader entries for the owner, invitations to accept or decline, and a prompt to invite again a friend who declined.
       */
      type: "bff-team";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * String key of the title shown at the top of the widget (none: no title).
         */
        title?: string;
        /**
         * The user's team, usually {{data.bff.team}}; null: the team name entry shows.
         */
        team?:
          | ({
              [k: string]: unknown | undefined;
            } | null)
          | string;
        /**
         * Invitations the user can accept or decline, usually {{data.bff.waiting}}.
         */
        waiting?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * Friends who declined the team's invitation, usually {{data.bff.declined}}: the widget asks whether to invite them again.
         */
        declined?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * Most characters of a team name (an emoji counts as one).
         */
        nameMax?: number;
        /**
         * Supporting families a team may have.
         */
        families?: number;
        /**
         * Action creating the team; the name is in {{state.<stateKey>.name}}.
         */
        createAction: string;
        /**
         * Action inviting a best friend (also again after a decline); the id is in {{state.<stateKey>.userId}}.
         */
        inviteFriendAction: string;
        /**
         * Action inviting a supporting family; its leader's id is in {{state.<stateKey>.leaderId}}.
         */
        inviteFamilyAction: string;
        /**
         * Action answering an invitation; {{state.<stateKey>.inviteId}} and {{state.<stateKey>.accept}} (true or false).
         */
        respondAction: string;
        /**
         * Page state key holding what the actions send.
         */
        stateKey?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Blind box challenge: box count, keys and max keys, the gem cost of a refresh; tapping a box opens it for a key (single-flight); opening all boxes left at 10% off; the next board comes by itself once all are open; the paid refresh (gems) is confirmed as irreversible and allowed only once enough boxes are open (the page says how many more); the key exchange with the quantity entered first and the maximum shown.
       */
      type: "blind-box";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source answering the board (boardNo, boxCount, boxes, keys, maxKeys, keysExchanged, gems, gemsPerKey, exchangeMax, refreshCost, refreshNeedMore, bulk); gives the loading, error and retry states.
         */
        source: string;
        /**
         * POST path opening one box (boxIndex) for a key.
         */
        openPath?: string;
        /**
         * POST path opening every box left at 10% off.
         */
        openAllPath?: string;
        /**
         * POST path of the paid refresh (gems): deals the board again and restores its max keys.
         */
        refreshPath?: string;
        /**
         * POST path exchanging gems for keys (count).
         */
        exchangePath?: string;
        /**
         * Action run after each opening, refresh and exchange, e.g. a refetch of the record.
         */
        onChanged?: string;
        /**
         * String key of the title above the board (none: no title).
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A button that runs an action; types primary/info/default/warning/danger, four sizes, optionally fixed on screen.
       */
      type: "button";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * String key of the button label.
         */
        text: string;
        /**
         * Values for the placeholders of the label, e.g. { count: "{{data.chances}}" }.
         */
        values?: {
          [k: string]: unknown | undefined;
        };
        /**
         * Colour scheme: primary, info, default, warning or danger.
         */
        type?: "primary" | "info" | "default" | "warning" | "danger";
        /**
         * Size: large (full width), normal, small or mini.
         */
        size?: "large" | "normal" | "small" | "mini";
        /**
         * Action run on tap. The button is disabled while a money action is in flight.
         */
        action?: string;
        /**
         * Room of the app a tap opens (forward type 9), e.g. {{data.house.roomId}}, instead of running an action.
         */
        room?: (string | number) | string;
        /**
         * Disable the button, e.g. {{data.task.done}}.
         */
        disabled?: boolean | string;
        /**
         * Fully rounded corners.
         */
        round?: boolean;
        /**
         * Keep the button at a fixed place on the screen instead of in the page flow.
         */
        fixed?: {
          /**
           * Horizontal anchor on the screen.
           */
          x?: "left" | "center" | "right";
          /**
           * Vertical anchor on the screen.
           */
          y?: "top" | "middle" | "bottom";
        };
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Christmas carousel launches, 1 or 10 at a time, paid in candy (a launch above one is asked first, naming its cost); shows the candy and how many launches are left until the first prize is guaranteed; one launch at a time; short of candy it runs the recharge action (the buy-candy panel).
       */
      type: "carousel-launch";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source answering the carousel index (candy, the price of one launch in candy, batches, pity: count and within, firstPrize); gives the loading, error and retry states, and the page reads it again after a candy purchase.
         */
        source: string;
        /**
         * POST: a launch of a batch (count); answers the prizes (first: true for the first prize) and the new index.
         */
        drawPath?: string;
        /**
         * API paths whose reads (record lists) a launch changes: they are read again after each launch.
         */
        refreshPaths?: string[];
        /**
         * Action run when the candy is short, e.g. opening the buy-candy panel.
         */
        rechargeAction?: string;
        /**
         * Action run after each answered launch.
         */
        onDrawn?: string;
        /**
         * String key of the title shown at the top of the widget (none: no title).
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Cash prize form: country/region, bank name, account number, payee name, payee phone with country code, GCash account; validated with localized messages before it is sent.
       */
      type: "cash-prize-form";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Action that sends the form; the values are in {{state.<stateKey>}}.
         */
        submitAction: string;
        /**
         * Page state key holding the values: country, bankName, accountNumber, payeeName, dialCode, phone, gcash.
         */
        stateKey?: string;
        /**
         * Countries/regions offered, with their phone country code.
         *
         * @minItems 1
         */
        countries?: [
          {
            /**
             * Country/region code, e.g. PH.
             */
            code: string;
            /**
             * Phone country code, e.g. +63.
             */
            dial: string;
          },
          ...{
            /**
             * Country/region code, e.g. PH.
             */
            code: string;
            /**
             * Phone country code, e.g. +63.
             */
            dial: string;
          }[]
        ];
        /**
         * Countries/regions where the GCash account is asked for.
         */
        gcashCountries?: string[];
        /**
         * String key of the form title.
         */
        title?: string;
        /**
         * String key of a note under the form (e.g. wrong details are corrected through support before a deadline).
         */
        notice?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A draw paid with draws left (a daily free draw, card draws): batches, the draws left and the prizes drawn.
       */
      type: "chance-draw";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Index of the draw: chances (draws left) and batches (e.g. [1, 10]).
         */
        indexPath?: string;
        /**
         * POST: a draw of a batch (count); answers the prizes (name, icon, count, rare).
         */
        drawPath?: string;
        /**
         * API paths whose reads (record lists, the page's index) a draw changes: they are read again after each draw.
         */
        refreshPaths?: string[];
        /**
         * Action run after each answered draw.
         */
        onDrawn?: string;
        /**
         * String key of the title shown at the top of the widget.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Choose-one picker: a labelled list of answers (radio rows); the chosen value goes to the page state, then an optional action runs. The form widget's choice fields use the same picker.
       */
      type: "choice-picker";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * String key naming what is chosen (the group legend).
         */
        label: string;
        /**
         * The answers offered, or a binding to them.
         */
        options:
          | [
              {
                /**
                 * What is kept (and sent) when this answer is chosen.
                 */
                value: string | number;
                /**
                 * String key of the answer (campaign strings).
                 */
                label?: string;
                /**
                 * The answer as the server words it (answers read from an API answer); used when label is absent.
                 */
                labelText?: string;
              },
              ...{
                /**
                 * What is kept (and sent) when this answer is chosen.
                 */
                value: string | number;
                /**
                 * String key of the answer (campaign strings).
                 */
                label?: string;
                /**
                 * The answer as the server words it (answers read from an API answer); used when label is absent.
                 */
                labelText?: string;
              }[]
            ]
          | string;
        /**
         * Page state key receiving the chosen value (read it as {{state.<key>}}).
         */
        stateKey?: string;
        /**
         * The server's current choice, e.g. {{data.nest.wishGiftId}}: chosen when the picker shows, until the user chooses (nothing is chosen while it is null).
         */
        value?: (string | number | null) | string;
        /**
         * Action run after the user chose, once the value is in the page state.
         */
        action?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * The Christmas lottery: a batch's draws are bought through the app's pay from a tap (offers from the index), then drawn, with the draw kit's confirmation and result.
       */
      type: "christmas-lottery";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Index of the game: batches, the paid draws waiting (draws) and the offers the app sells them by (count, priceUsd, clientProductId, productIdentifier).
         */
        indexPath?: string;
        /**
         * POST: a draw of a batch (count); answers the prizes.
         */
        drawPath?: string;
        /**
         * The referer the app's pay names when it reports a purchase of draws paid (the page reads the draws again then).
         */
        referer?: string;
        /**
         * API paths whose reads (record lists) a draw changes: they are read again after each draw.
         */
        refreshPaths?: string[];
        /**
         * Action run after each answered draw.
         */
        onDrawn?: string;
        /**
         * String key of the title shown at the top of the widget.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A question with confirm and cancel buttons that runs one action or the other; can remember "do not ask again" per game.
       */
      type: "confirm-dialog";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * String key of the question.
         */
        text: string;
        /**
         * Values for the placeholders of the question, e.g. { price: "{{data.offer.price}}" }.
         */
        values?: {
          [k: string]: unknown | undefined;
        };
        /**
         * String key of the heading.
         */
        title?: string;
        /**
         * String key of the confirm button; defaults to the shared "Confirm".
         */
        confirmText?: string;
        /**
         * String key of the cancel button; defaults to the shared "Cancel".
         */
        cancelText?: string;
        /**
         * Action run when the user confirms (or at once when they chose not to be asked again).
         */
        onConfirm?: string;
        /**
         * Action run when the user cancels.
         */
        onCancel?: string;
        /**
         * Game id for the "do not ask again" box; the choice is stored on the device per game.
         */
        noPromptGame?: string;
        /**
         * Show the dialog from data or state; without it the dialog opens with an openModal step on its id.
         */
        open?: boolean | string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Constellation treasure: constellations with their stars lit and dark, draws that light a star not yet lit (×1, ×10 in diamonds, single-flight; a batch is charged only for the stars still dark), a reward per finished constellation claimed once (the constellation starts over), the draw waiting for a claim when every constellation is finished, a skippable result animation; short of diamonds it runs the page's recharge action.
       */
      type: "constellation-treasure";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Index: price of a star, batches, diamond, constellations (id, name, stars, lit, complete, claimedTimes, reward).
         */
        indexPath?: string;
        /**
         * POST: light stars (count 1 or 10); answers the stars lit and the sky.
         */
        drawPath?: string;
        /**
         * POST: the reward of a complete constellation (constellation); answers the reward and the sky.
         */
        claimPath?: string;
        /**
         * Action run when the diamonds are short, e.g. opening the recharge dialog.
         */
        rechargeAction?: string;
        /**
         * Action run after stars are lit or a reward is claimed, e.g. a refetch of the records.
         */
        onDrawn?: string;
        /**
         * String key of a title above the constellations.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Days and hh:mm:ss left to an instant or the current phase end, ticking each second with the engine clock; runs an action once at zero.
       */
      type: "countdown";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * End instant: ISO-8601 with offset, epoch milliseconds or a binding such as {{period.end}}.
         */
        to?: (string | number) | string;
        /**
         * Count down to the end of the current phase instead of `to`: to the start before the event, to the end while it runs.
         */
        phaseEnd?: boolean;
        /**
         * String key of the label before the time, e.g. "Ends in".
         */
        label?: string;
        /**
         * String key shown once the time is up (default: zeros).
         */
        endedText?: string;
        /**
         * Action run once when the countdown reaches zero while the page is open.
         */
        endAction?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Schedule by date: a day picker (today first) and that day's items with host, title and times in the user's time zone; a tap runs an action (e.g. going to the room), with loading, empty and error states.
       */
      type: "date-schedule";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * API path answering the items of one day, asked with the day as date=YYYY-MM-DD.
         */
        path?: string;
        /**
         * Name of the day parameter.
         */
        dateParam?: string;
        /**
         * Days offered by the day picker, starting today (in the user's time zone).
         */
        days?: number;
        /**
         * Days before today the day picker also offers.
         */
        pastDays?: number;
        /**
         * Action run when an item is tapped (the tapped item is {{state.<stateKey>}}).
         */
        action?: string;
        /**
         * Page state key the tapped item is put under before the action runs.
         */
        stateKey?: string;
        /**
         * String key of a title above the day picker.
         */
        title?: string;
        /**
         * String key shown for a day without items (default: a shared message).
         */
        emptyText?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Diamond Pass rewards: my EXP, receive-all (with the EXP still needed for every free reward), and free and premium tracks whose rewards are locked, redeemable once EXP suffices (premium after the upgrade) or received.
       */
      type: "diamond-pass";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source answering the pass progress (/activity/diamondPass/progress): exp, premium and the reward rows.
         */
        source: string;
        /**
         * POST path receiving one reward; the body carries level and type (free or premium).
         */
        claimPath?: string;
        /**
         * POST path receiving every redeemable reward at once.
         */
        receiveAllPath?: string;
        /**
         * Other declared data sources to reload after a reward is received (the progress source always reloads).
         */
        refetch?: string[];
        /**
         * Action run by the upgrade button over the premium track while premium is not owned, e.g. opening the upgrade dialog.
         */
        upgradeAction?: string;
        /**
         * String key of a title above the tracks.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Draw buttons for batches of 1, 10 and 50; one draw at a time (money single-flight); the prizes won are revealed in a dialog.
       */
      type: "draw-panel";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * The draw buttons, e.g. 1, 10 and 50 draws.
         *
         * @minItems 1
         */
        batches: [
          {
            /**
             * Draws in this batch: the lottery offers batches of 1, 10 or 50.
             */
            count: 1 | 10 | 50;
            /**
             * Action that performs the draw; mark its api step `money: true` (single-flight).
             */
            action: string;
            /**
             * Price shown on the button, in the currency of `currencyIcon`.
             */
            price?: number;
            /**
             * String key of the button's words, with {count} (e.g. "Dig ×{count}"); default: "Draw ×{count}".
             */
            label?: string;
          },
          ...{
            /**
             * Draws in this batch: the lottery offers batches of 1, 10 or 50.
             */
            count: 1 | 10 | 50;
            /**
             * Action that performs the draw; mark its api step `money: true` (single-flight).
             */
            action: string;
            /**
             * Price shown on the button, in the currency of `currencyIcon`.
             */
            price?: number;
            /**
             * String key of the button's words, with {count} (e.g. "Dig ×{count}"); default: "Draw ×{count}".
             */
            label?: string;
          }[]
        ];
        /**
         * Prizes of the last draw, e.g. {{state.drawResult.resultPrizes}} (an api step with saveAs: drawResult).
         */
        results?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * Icon of the currency spent (diamonds, keys, sparks...).
         */
        currencyIcon?: string;
        /**
         * Draws or currency left, e.g. {{data.draw.sparkCount}}.
         */
        chances?: number | string;
        /**
         * String key of a title above the buttons.
         */
        title?: string;
        /**
         * String key of the result dialog title (default: "Congratulations").
         */
        resultTitle?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * The placeholder shown when a list has nothing to show (default text 'data is not found').
       */
      type: "empty-state";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * String key of the message; defaults to the shared "data is not found".
         */
        text?: string;
        /**
         * Picture shown above the message.
         */
        image?: string;
        /**
         * Less vertical space, for use inside lists and tabs.
         */
        compact?: boolean;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Form from a field list (text, textarea, number, choice, multi-choice, picture, user id): required, length and range rules and user ids (an unknown one reads "Please enter a valid user id") checked on submit with errors next to the fields; pictures are cropped then uploaded (to the host the signing call gives, under a key of directory, random string, time and extension); one tap sends one POST of the values to submitPath; a thank-you once accepted; a failure keeps everything typed.
       */
      type: "form";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * String key of the title shown at the top of the form (none: no title).
         */
        title?: string;
        /**
         * String key of a short text under the title.
         */
        intro?: string;
        /**
         * The fields, in order; or a binding to them, e.g. {{data.naire.questions}} (the page shows loading and error states while it reads).
         */
        fields:
          | [
              {
                /**
                 * Name of the value in the body sent (letters, digits, _).
                 */
                name: string;
                /**
                 * text, textarea, number, choice (one answer), multi-choice (several answers), picture (cropped then uploaded; the body gets the uploaded URLs) or user-id (an app user id; an unknown one reads "Please enter a valid user id").
                 */
                kind: "text" | "textarea" | "number" | "choice" | "multi-choice" | "picture" | "user-id";
                /**
                 * String key of the field label (campaign strings).
                 */
                label?: string;
                /**
                 * The label as the server words it (questions read from an API answer); used when label is absent.
                 */
                labelText?: string;
                /**
                 * String key of the placeholder of a text, textarea, number or user-id field.
                 */
                placeholder?: string;
                /**
                 * String key of a hint shown under the field.
                 */
                hint?: string;
                /**
                 * The form is not sent while this field is empty.
                 */
                required?: boolean;
                /**
                 * text/textarea: fewest characters (an emoji counts as one).
                 */
                minLength?: number;
                /**
                 * text/textarea: most characters (an emoji counts as one).
                 */
                maxLength?: number;
                /**
                 * number: smallest value; multi-choice: fewest answers chosen.
                 */
                min?: number;
                /**
                 * number: largest value; multi-choice: most answers chosen.
                 */
                max?: number;
                /**
                 * number: whole numbers only.
                 */
                integer?: boolean;
                /**
                 * choice/multi-choice: the answers offered.
                 *
                 * @minItems 1
                 * @maxItems 50
                 */
                options?: [
                  {
                    /**
                     * What is kept (and sent) when this answer is chosen.
                     */
                    value: string | number;
                    /**
                     * String key of the answer (campaign strings).
                     */
                    label?: string;
                    /**
                     * The answer as the server words it (answers read from an API answer); used when label is absent.
                     */
                    labelText?: string;
                  },
                  ...{
                    /**
                     * What is kept (and sent) when this answer is chosen.
                     */
                    value: string | number;
                    /**
                     * String key of the answer (campaign strings).
                     */
                    label?: string;
                    /**
                     * The answer as the server words it (answers read from an API answer); used when label is absent.
                     */
                    labelText?: string;
                  }[]
                ];
                /**
                 * picture: most pictures (1-9).
                 */
                maxCount?: number;
                /**
                 * picture: width (px) of the crop box and of the uploaded png (the cropper default is 375).
                 */
                cropWidth?: number;
                /**
                 * picture: height (px) of the crop box and of the uploaded png (the cropper default is 125).
                 */
                cropHeight?: number;
              },
              ...{
                /**
                 * Name of the value in the body sent (letters, digits, _).
                 */
                name: string;
                /**
                 * text, textarea, number, choice (one answer), multi-choice (several answers), picture (cropped then uploaded; the body gets the uploaded URLs) or user-id (an app user id; an unknown one reads "Please enter a valid user id").
                 */
                kind: "text" | "textarea" | "number" | "choice" | "multi-choice" | "picture" | "user-id";
                /**
                 * String key of the field label (campaign strings).
                 */
                label?: string;
                /**
                 * The label as the server words it (questions read from an API answer); used when label is absent.
                 */
                labelText?: string;
                /**
                 * String key of the placeholder of a text, textarea, number or user-id field.
                 */
                placeholder?: string;
                /**
                 * String key of a hint shown under the field.
                 */
                hint?: string;
                /**
                 * The form is not sent while this field is empty.
                 */
                required?: boolean;
                /**
                 * text/textarea: fewest characters (an emoji counts as one).
                 */
                minLength?: number;
                /**
                 * text/textarea: most characters (an emoji counts as one).
                 */
                maxLength?: number;
                /**
                 * number: smallest value; multi-choice: fewest answers chosen.
                 */
                min?: number;
                /**
                 * number: largest value; multi-choice: most answers chosen.
                 */
                max?: number;
                /**
                 * number: whole numbers only.
                 */
                integer?: boolean;
                /**
                 * choice/multi-choice: the answers offered.
                 *
                 * @minItems 1
                 * @maxItems 50
                 */
                options?: [
                  {
                    /**
                     * What is kept (and sent) when this answer is chosen.
                     */
                    value: string | number;
                    /**
                     * String key of the answer (campaign strings).
                     */
                    label?: string;
                    /**
                     * The answer as the server words it (answers read from an API answer); used when label is absent.
                     */
                    labelText?: string;
                  },
                  ...{
                    /**
                     * What is kept (and sent) when this answer is chosen.
                     */
                    value: string | number;
                    /**
                     * String key of the answer (campaign strings).
                     */
                    label?: string;
                    /**
                     * The answer as the server words it (answers read from an API answer); used when label is absent.
                     */
                    labelText?: string;
                  }[]
                ];
                /**
                 * picture: most pictures (1-9).
                 */
                maxCount?: number;
                /**
                 * picture: width (px) of the crop box and of the uploaded png (the cropper default is 375).
                 */
                cropWidth?: number;
                /**
                 * picture: height (px) of the crop box and of the uploaded png (the cropper default is 125).
                 */
                cropHeight?: number;
              }[]
            ]
          | string;
        /**
         * API path the values are POSTed to (under /vue/prodServer), e.g. /admin/crush/report; a static path only.
         */
        submitPath: string;
        /**
         * Values sent with the fields, e.g. { questionnaireId: "{{data.naire.id}}" }.
         */
        extraValues?:
          | {
              [k: string]: string | number | boolean | undefined;
            }
          | string;
        /**
         * String key of the submit button (default: "Submit").
         */
        submitText?: string;
        /**
         * String key of the message shown once the server accepted the form (default: "Thank you! We have received it.").
         */
        successText?: string;
        /**
         * What the form shows once sent: message (the thank-you message only) or again (the message and a button to fill in a new one).
         */
        afterSuccess?: "message" | "again";
        /**
         * Action run once the server accepted the form (e.g. refetch a data source).
         */
        onSuccess?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Fragments the user owns, chosen piece by piece: exactly gunSize of one gift exchange for a bubble gun, puzzleSize of one gift complete its puzzle (refused with the reason otherwise); exchanges and bag item uses are confirmed and single-flight.
       */
      type: "fragment-bag";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Fragments the user owns, usually {{data.mall.fragments}}; undefined while loading.
         */
        fragments?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * Action run once the user confirmed an exchange; the choice is in {{state.<stateKey>}}: mode (gun or puzzle), fragments (one gift id per piece), giftId, count.
         */
        composeAction: string;
        /**
         * Page state key holding the fragments being exchanged.
         */
        stateKey?: string;
        /**
         * How many fragments of one gift exchange for a bubble gun (the events use 3).
         */
        gunSize?: number;
        /**
         * How many fragments of one gift complete its puzzle (the events use 4).
         */
        puzzleSize?: number;
        /**
         * Items of the bag, usually {{data.bag}}; undefined while loading; absent: no bag section.
         */
        items?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * Action run to use one bag item (no Use button when absent).
         */
        useAction?: string;
        /**
         * Page state key holding the bag item being used.
         */
        itemStateKey?: string;
        /**
         * String key of the title above the fragments (default: the shared "Fragments").
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Gift bags (packs) with original and current price and contents; the server decides who may buy (checkUserRole) and shows why not; buying asks for confirmation, is single-flight and marks the bag purchased; a bag the user cannot afford offers a recharge.
       */
      type: "gift-bag";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Pack ids of the bags on offer, in the order shown (/marketing/giftPack/getByPackId?packId=). Bags of one offer are exclusive when the server says so: once one is bought the others are unavailable.
         *
         * @minItems 1
         */
        packs: [number, ...number[]];
        /**
         * String key of the shopping note under the bags (e.g. who may buy, where the items go).
         */
        note?: string;
        /**
         * Action run by a bag the user cannot afford, e.g. opening the recharge product modal; without it such a bag shows "not enough diamonds".
         */
        rechargeAction?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Per-gift champions grid: each gift with its top senders, or its top sender and receiver, with loading, empty and error states.
       */
      type: "gift-champions";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source with one row per gift, e.g. /marketing/rankingListGift/list or /marketing/rankingList/giftTopListByLastWeek.
         */
        source: string;
        /**
         * String key of a title above the grid.
         */
        title?: string;
        /**
         * String key shown when no gift has a champion yet (default: a shared message).
         */
        emptyText?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Composition recipes: the goal gift and each material with how many are owned and needed; composing asks for confirmation (it cannot be undone) and is single-flight; a recipe short of materials says which gift is missing.
       */
      type: "gift-compose";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Data source of the recipes (availableConfigList): rows of id, goal (gift), materials (gift, count needed, owned), composable.
         */
        source: string;
        /**
         * Action run once the user confirmed a composition; the recipe is in {{state.<stateKey>}}, e.g. POST compose with configId {{state.recipe.id}}.
         */
        composeAction: string;
        /**
         * Page state key holding the recipe being composed.
         */
        stateKey?: string;
        /**
         * String key of a title above the recipes.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Golden egg draw: accumulated points (100 a smash), remaining chances, the free first smash of a new user, a single-flight smash with a skippable animation (reduced motion respected), the gift choice after a golden egg (changeable only once won), the 20-smash guarantee progress, the 399 equivalent and "all gifts sent today" notices, the "no chance: do the daily tasks" toast and the buy-everything offer through the app.
       */
      type: "golden-egg";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source answering the egg index (points, chances, freeSmash, chosen gift and guarantee count, choosable gifts, allGiftsOut, superBuy); gives the loading, error and retry states.
         */
        source: string;
        /**
         * POST path of a smash: answers the gift, golden, needChoice, chosenWon, equivalent and the new counts.
         */
        smashPath?: string;
        /**
         * POST path choosing the guaranteed gift (giftId).
         */
        choosePath?: string;
        /**
         * Action run after each smash and choice, e.g. a refetch of the prize record.
         */
        onSmashed?: string;
        /**
         * The buy-everything offer (0.99 USD through the app's pay, from a tap only); no offer when absent.
         */
        superBuy?: {
          /**
           * Product id the app pays for (fixed in the config, never from the URL).
           */
          clientProductId: string;
          /**
           * Store identifier of the 0.99 USD product.
           */
          productIdentifier: string;
          /**
           * Referer passed to the native pay.
           */
          referer?: string;
        };
        /**
         * String key of the title above the egg (none: no title).
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A title (h1 to h3) with an optional subtitle, both from string keys.
       */
      type: "heading";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * String key of the title.
         */
        title: string;
        /**
         * String key of the line under the title.
         */
        subtitle?: string;
        /**
         * Heading level: 1 for the page title, 2 or 3 for sections.
         */
        level?: 1 | 2 | 3;
        /**
         * Text alignment.
         */
        align?: "start" | "center";
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A hub's tabs: the landing (its children) then one tab per part of the campaign's `parts`, each showing the campaign it refers to, loaded when the tab first opens. A page opened at the hub's route followed by /<part id> opens that part's tab.
       */
      type: "hub-tabs";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * String key of the first tab's label: the hub's own landing (this widget's children).
         */
        mainLabel: string;
        /**
         * Keep the selected tab index in page state under this key ({{state.<key>}}); 0 is the landing, 1 the first part.
         */
        stateKey?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
      /**
       * Child nodes.
       */
      children?: PageNode[];
    }
  | {
      /**
       * Crops a picture to a fixed box (default 375x125); 'Confirm' exports a png to the page state and runs an action.
       */
      type: "image-cropper";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Picture to crop (campaign file, allowlisted URL or data:image); the user can also pick one.
         */
        src?: string | string;
        /**
         * Width (px) of the crop box and of the exported png.
         */
        boxWidth?: number;
        /**
         * Height (px) of the crop box and of the exported png.
         */
        boxHeight?: number;
        /**
         * Show a button to pick a picture from the device.
         */
        allowPick?: boolean;
        /**
         * Page state key that receives the png as a data URL (read it as {{state.<key>}}).
         */
        stateKey?: string;
        /**
         * Action run after Confirm, once the png is stored in the page state (e.g. an upload).
         */
        action?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Reports the invite of a shared link the page was opened from: the sharer's user id in the link's query parameter is sent once to the API path, only when it is a plain user id (digits) and not the viewer's own; it goes nowhere else.
       */
      type: "invite-opened";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * API path (GET) told once that the page was opened from a shared link, e.g. /activity/christmasCards/openShare; the server counts the invite (once per device).
         */
        path: string;
        /**
         * Query parameter of the shared link holding the sharer's user id, e.g. inviter for ?inviter=10002.
         */
        param?: string;
        /**
         * Name of the parameter the sharer's user id is sent under.
         */
        field?: string;
        /**
         * String key of a line shown once the invite was reported (none: nothing is shown).
         */
        notice?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Named levels unlocked at thresholds (e.g. a couple house's levels by couple points): the current level, the next with the value still needed, a bar toward it, and every level in a wrapping grid whose labels never overlap, even at 360 px.
       */
      type: "level-display";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * The named levels and their thresholds, e.g. {{data.nest.levels}}; undefined while loading.
         */
        levels?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * The value reached, e.g. {{data.nest.points}}: every level whose points it reaches is unlocked; the highest is the current level.
         */
        value: number | string;
        /**
         * String key naming a level, with {level} standing for its number (e.g. house{level} reads house3 for level 3); the row's name when absent.
         */
        nameKey?: string;
        /**
         * String key of the title above the levels (none: no title).
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A full-screen spinner that blocks the page while something loads.
       */
      type: "loading-overlay";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Show the overlay, e.g. {{state.submitting}}.
         */
        visible?: boolean | string;
        /**
         * String key of the message under the spinner; defaults to the shared "Loading...".
         */
        text?: string;
        /**
         * No dimmed background: only the spinner blocks the page.
         */
        transparent?: boolean;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Lucky box with a paid trial: a free trial draw a day whose prize is kept only by paying one draw's price (giving it up asks first and loses it; a waiting prize is offered again after a reload), single-flight lottery batches ×1, ×10, ×50 in diamonds, the prize list, a skippable result animation; short of diamonds it runs the page's recharge action.
       */
      type: "lucky-box";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * The lucky box variant; every call names it.
         */
        theme: "loveInJune" | "superIdol" | "fairytaleTown" | "pumpkinKiller" | "valentine";
        /**
         * Index of the theme: price, batches, prizes, diamond, trialAvailable, pendingTrial.
         */
        indexPath?: string;
        /**
         * POST: the free trial draw (theme).
         */
        trialPath?: string;
        /**
         * POST: pay to keep the trial prize (theme, trialId).
         */
        keepPath?: string;
        /**
         * POST: give the trial prize up (theme, trialId).
         */
        dropPath?: string;
        /**
         * POST: a lottery batch (theme, count).
         */
        drawPath?: string;
        /**
         * Action run when the diamonds are short, e.g. opening the recharge dialog.
         */
        rechargeAction?: string;
        /**
         * Action run after a prize is won or kept, e.g. a refetch of the records.
         */
        onDrawn?: string;
        /**
         * String key of a title above the boxes.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Plays a video, an SVGA animation or an alpha video; SVGA is previewed natively by apps from 3.14.0.
       */
      type: "media-previewer";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * The media file: .mp4 video or .svga animation (campaign file or allowlisted URL).
         */
        src: string;
        /**
         * How to play it; by default from the file extension. alpha-video: colour on the left half, transparency mask on the right half.
         */
        kind?: "video" | "svga" | "alpha-video";
        /**
         * Picture shown before the video plays.
         */
        poster?: string;
        /**
         * How much of a video the browser loads before play: auto, none or metadata.
         */
        preload?: "auto" | "none" | "metadata";
        /**
         * Start on its own (muted); never when the user prefers reduced motion.
         */
        autoplay?: boolean;
        /**
         * Play again from the start at the end.
         */
        loop?: boolean;
        /**
         * String key naming the media for screen readers.
         */
        label?: string;
        /**
         * Width in design pixels (750-wide design).
         */
        width?: number;
        /**
         * Height in design pixels (750-wide design).
         */
        height?: number;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Messages of a data source, newest first: who wrote to whom, the text and when; loading, empty and error states. A `refetch` step after posting shows a new message.
       */
      type: "message-wall";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source with the messages, e.g. /marketing/confession/list.
         */
        source: string;
        /**
         * Show at most this many messages.
         */
        limit?: number;
        /**
         * String key of a title above the messages.
         */
        title?: string;
        /**
         * String key shown when there is no message (default: the widget's own text).
         */
        emptyText?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A dialog over the page, opened by its id with an openModal action; Escape, the close button or a tap outside closes it.
       */
      type: "modal";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Where the panel sits on the screen: center, top or bottom.
         */
        position?: "center" | "top" | "bottom";
        /**
         * String key of the heading shown at the top of the panel (also its accessible name).
         */
        title?: string;
        /**
         * String key of the accessible name when there is no visible title.
         */
        label?: string;
        /**
         * Show the panel from data or state; without it the panel opens with an openModal step on its id.
         */
        open?: boolean | string;
        /**
         * Close when the dimmed area around the panel is tapped.
         */
        closeOnOverlay?: boolean;
        /**
         * Show a close button in the corner.
         */
        showClose?: boolean;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
      /**
       * Child nodes.
       */
      children?: PageNode[];
    }
  | {
      /**
       * The page bar: a title and a left/right icon or text; optionally fixed and see-through, shifted below the status bar in immersive mode.
       */
      type: "navbar";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * String key of the title.
         */
        title?: string;
        /**
         * What the left of the bar shows and does.
         */
        left?: {
          /**
           * Icon on the left: back, close, share, more, help or rule.
           */
          icon?: "back" | "close" | "share" | "more" | "help" | "rule";
          /**
           * String key of the text on the left (shown instead of, or next to, the icon).
           */
          text?: string;
          /**
           * Action run on a tap on the left.
           */
          action?: string;
        };
        /**
         * What the right of the bar shows and does.
         */
        right?: {
          /**
           * Icon on the right: back, close, share, more, help or rule.
           */
          icon?: "back" | "close" | "share" | "more" | "help" | "rule";
          /**
           * String key of the text on the right (shown instead of, or next to, the icon).
           */
          text?: string;
          /**
           * Action run on a tap on the right.
           */
          action?: string;
        };
        /**
         * Keep the bar at the top of the screen while the page scrolls.
         */
        fixed?: boolean;
        /**
         * Opacity of the bar background, 0 (transparent) to 1.
         */
        alpha?: number;
        /**
         * Force immersive mode; by default it follows the app_immersion=1 query parameter.
         */
        immersive?: boolean;
        /**
         * Status-bar height (px) to shift by in immersive mode; by default asked from the app.
         */
        statusBarHeight?: number;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A rolling digit (range 0-9, 40 ms per step) that slows down and stops on a target value.
       */
      type: "number-roller";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * The value to show, and the target to stop on when rolling ends.
         */
        value?: number | string;
        /**
         * Roll while true, e.g. {{state.drawing}}; when it turns false the roller slows down onto `value`.
         */
        rolling?: boolean | string;
        /**
         * First value of the range.
         */
        min?: number;
        /**
         * Last value of the range.
         */
        max?: number;
        /**
         * Difference between two neighbouring values.
         */
        step?: number;
        /**
         * Time of one step while rolling (ms).
         */
        intervalMs?: number;
        /**
         * Action run when the roller has stopped on its target.
         */
        onStop?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * The same dialog as modal (its older name): children in the centre, at the top or at the bottom; opened by id or by a binding.
       */
      type: "overlay";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 2); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Where the panel sits on the screen: center, top or bottom.
         */
        position?: "center" | "top" | "bottom";
        /**
         * String key of the heading shown at the top of the panel (also its accessible name).
         */
        title?: string;
        /**
         * String key of the accessible name when there is no visible title.
         */
        label?: string;
        /**
         * Show the panel from data or state; without it the panel opens with an openModal step on its id.
         */
        open?: boolean | string;
        /**
         * Close when the dimmed area around the panel is tapped.
         */
        closeOnOverlay?: boolean;
        /**
         * Show a close button in the corner.
         */
        showClose?: boolean;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
      /**
       * Child nodes.
       */
      children?: PageNode[];
    }
  | {
      /**
       * The same dialog as modal (its older name): children in the centre, at the top or at the bottom; opened by id or by a binding.
       */
      type: "overlay";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * An older props format version (current: 2); the props are migrated.
       */
      version: number;
      /**
       * Props in the format of that older version; they are migrated to the widget's current format and checked when the campaign is loaded (npm run campaign -- validate).
       */
      props?: {
        [k: string]: unknown | undefined;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
      /**
       * Child nodes.
       */
      children?: PageNode[];
    }
  | {
      /**
       * Diamond Pass upgrade through the native pay (a warning in the last minutes of the season, one purchase at a time), then the subscription type and its next renewal date.
       */
      type: "pass-subscription";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source answering the pass progress: premium, subscriptionType, nextRenewalDate, seasonEnd.
         */
        source: string;
        /**
         * Plans offered for the upgrade, first one selected.
         *
         * @minItems 1
         */
        plans: [
          {
            /**
             * Subscription type: 1 monthly, 2 quarterly, 3 annual.
             */
            type: 1 | 2 | 3;
            /**
             * Product id the app pays for (passed to the native pay).
             */
            clientProductId: string;
            /**
             * Store product identifier (passed to the native pay).
             */
            productIdentifier: string;
            /**
             * Price shown on the plan, as the store formats it, e.g. "$4.99".
             */
            price?: string;
          },
          ...{
            /**
             * Subscription type: 1 monthly, 2 quarterly, 3 annual.
             */
            type: 1 | 2 | 3;
            /**
             * Product id the app pays for (passed to the native pay).
             */
            clientProductId: string;
            /**
             * Store product identifier (passed to the native pay).
             */
            productIdentifier: string;
            /**
             * Price shown on the plan, as the store formats it, e.g. "$4.99".
             */
            price?: string;
          }[]
        ];
        /**
         * Referer passed to the native pay; the pay result with this referer completes the upgrade.
         */
        referer?: string;
        /**
         * POST path that records the purchase after the app reports a successful payment.
         */
        buyPath?: string;
        /**
         * Ask for confirmation when fewer minutes than this are left in the season.
         */
        warnMinutes?: number;
        /**
         * Other declared data sources to reload after the upgrade (the progress source always reloads).
         */
        refetch?: string[];
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Diamond Pass tasks with their EXP: blue tasks count once a day, purple ones up to 15 times; premium owners get 1000 diamonds instead of the premium-pass task reward.
       */
      type: "pass-tasks";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source answering the task list (/activity/diamondPass/userTaskList).
         */
        source: string;
        /**
         * True when the user owns premium, e.g. {{data.pass.premium}}: the premium-pass task then pays 1000 diamonds instead.
         */
        premium?: boolean | string;
        /**
         * Diamonds premium owners get instead of the premium-pass task reward.
         */
        substituteDiamonds?: number;
        /**
         * Action run by the "Go" button of an unfinished task not named in goActions (no button when absent), e.g. opening the recharge dialog.
         */
        goAction?: string;
        /**
         * By task id: the action of that task's "Go" button (sending gifts leads to the rooms, topping up to the recharge dialog); tasks named nowhere use goAction.
         */
        goActions?: {
          /**
           * Action run by the "Go" button of this task.
           */
          [k: string]: string | undefined;
        };
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A bottom sheet listing the pay channels of the platform, with a 'Cancel' button; stores the choice and runs an action.
       */
      type: "payment-selector";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * String key of the sheet heading; defaults to the shared "Choose a payment method".
         */
        title?: string;
        /**
         * Channels to offer; by default the platform rules decide (Apple on iOS, host channels on Android from 3.18.0, ...).
         */
        channels?: string[] | string;
        /**
         * User code of the third-party top-up; with productCode it adds the 'Other' channel.
         */
        userCode?: string | string;
        /**
         * Product code of the third-party top-up; with userCode it adds the 'Other' channel.
         */
        productCode?: string | string;
        /**
         * Show the sheet from data or state; without it the sheet opens with an openModal step on its id.
         */
        open?: boolean | string;
        /**
         * Page state key that receives the chosen channel (read it as {{state.<key>}}).
         */
        stateKey?: string;
        /**
         * Action run after a channel is chosen.
         */
        onSelect?: string;
        /**
         * Action run when the sheet is cancelled.
         */
        onCancel?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Product cards with price and stock; buying asks for confirmation first; sold-out and not-enough-points states.
       */
      type: "points-mall";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Products of the mall, usually {{data.mall.products}}; undefined while loading.
         */
        products?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * What the user has to spend (in the mall's currency); products costing more are disabled. Not a number: the balance shows as unknown.
         */
        points?:
          | (
              | number
              | string
              | boolean
              | null
              | unknown[]
              | {
                  [k: string]: unknown | undefined;
                }
            )
          | string;
        /**
         * Action run after the user confirms a purchase; the product is in {{state.<stateKey>}}.
         */
        buyAction: string;
        /**
         * Page state key holding the product being bought.
         */
        stateKey?: string;
        /**
         * String key of a title above the products.
         */
        title?: string;
        /**
         * What prices and the balance are counted in, as the user reads it: points, diamonds, stardust (the spark events' mall), bubble guns, collection cards (the wishing gift box's super mall) or tokens (the mystery mall).
         */
        currency?: "points" | "diamonds" | "stardust" | "bubbleGuns" | "cards" | "tokens";
        /**
         * Action run by the "Recharge" button of a product the balance does not cover (e.g. openModal of a product-modal); without it such a product shows "Not enough".
         */
        rechargeAction?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A grid of the prizes of a draw with picture, name, value and tier (normal, high, limited).
       */
      type: "prize-pool";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Prizes of the pool, usually {{data.draw.prizeConfigs}}; undefined while loading.
         */
        prizes?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * Cards per row on a phone: 3 or 4.
         */
        columns?: 3 | 4;
        /**
         * String key of a title above the grid.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A recharge modal listing the products of one type (gemstone or waterGun) and buying the chosen one.
       */
      type: "product-modal";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Which products to offer: gemstone (type 22) or waterGun (type 30).
         */
        productType: "gemstone" | "waterGun";
        /**
         * String key of the heading; defaults to the shared "Recharge".
         */
        title?: string;
        /**
         * Show the modal from data or state; without it the modal opens with an openModal step on its id.
         */
        open?: boolean | string;
        /**
         * Page state key that receives the chosen product (read it as {{state.<key>}}).
         */
        stateKey?: string;
        /**
         * Action run after a product is chosen; without it the app is asked to pay for the product.
         */
        onBuy?: string;
        /**
         * Referer passed to the native pay, e.g. limitedOffer.
         */
        referer?: string;
        /**
         * Action run once the app reports the purchase paid, e.g. a refetch of what it changes (task progress, wallet).
         */
        onPaid?: string;
        /**
         * Products endpoint, when not the shared product list.
         */
        path?: string;
        /**
         * String key of what a product brings, given {count}, when the products are not the type's own (e.g. "{count} candy" for a campaign's candy packs); without it, diamonds or water guns.
         */
        countText?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A progress bar (value of max) with milestone markers that light up once reached.
       */
      type: "progress-bar";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Current value, e.g. {{data.progress.exp}}.
         */
        value: number | string;
        /**
         * Value of a full bar (default: the last milestone).
         */
        max?: number | string;
        /**
         * Markers along the bar; reached ones are highlighted.
         */
        milestones?: {
          /**
           * Value at which the milestone is reached.
           */
          at: number;
          /**
           * String key under the marker, e.g. "Frame" (default: the value).
           */
          label?: string;
        }[];
        /**
         * String key above the bar; may use {value} and {max}.
         */
        label?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Ranking rows (binding, data source or classify/period request) with top-3 styling, own rank and distance, loading, empty and error states; virtualized for long lists.
       */
      type: "ranking-list";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Ranking rows, best first, usually a binding such as {{data.ranking.list}}.
         */
        rows?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * Declared data source holding the rows and the own rank; gives loading, error and retry states.
         */
        source?: string;
        /**
         * Ranking type requested by the widget itself: sent 3, received 5, family sent 6.
         */
        classify?: 3 | 5 | 6;
        /**
         * Ranking period: current week 0, last week 2, next week 4, current month 5, last month 8, next month 9.
         */
        period?: 0 | 2 | 4 | 5 | 8 | 9;
        /**
         * API path read when `classify` is given and neither rows nor source are.
         */
        path?: string;
        /**
         * Own rank (userRankNumber): diamond, orderNumber (0 = not ranked) and distanceDiamond to the place above.
         */
        own?:
          | {
              [k: string]: unknown | undefined;
            }
          | string;
        /**
         * Row field holding the room id (e.g. roomId): a row with one opens that room of the app when tapped (forward type 9).
         */
        roomField?: string;
        /**
         * Names of the row fields when the API uses other names.
         */
        fields?: {
          /**
           * Row field holding the display name (default: nickName, name or userName).
           */
          name?: string;
          /**
           * Row field holding the avatar URL (default: avatar, icon or headUrl).
           */
          avatar?: string;
          /**
           * Row field holding the score (default: diamonds, diamond, score or value).
           */
          score?: string;
        };
        /**
         * Show at most this many rows.
         */
        limit?: number;
        /**
         * String key of a title above the list.
         */
        title?: string;
        /**
         * String key shown when nobody is ranked yet (default: a shared message).
         */
        emptyText?: string;
        /**
         * The ranking is shown from this instant on, e.g. {{data.family.rankStart}}; before it, a notice says it is not open.
         */
        openFrom?: (string | number) | string;
        /**
         * The ranking is shown until this instant, e.g. {{data.family.rankEnd}}; after it, a notice says it is closed.
         */
        openUntil?: (string | number) | string;
        /**
         * String key shown instead of the ranking outside openFrom..openUntil (default: a shared message).
         */
        closedText?: string;
        /**
         * Height of one row in px (kept fixed so long lists can be virtualized).
         */
        rowHeight?: number;
        /**
         * From this many rows on, only the visible rows are rendered.
         */
        virtualizeFrom?: number;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Records of prizes, draws, EXP or invitations read page by page, with "load more" or loading on reaching the bottom.
       */
      type: "record-list";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * What the records are: prizes won, draws made, EXP gained, invitations sent, applications made (with their review state: under review, approved, not approved) or stardust earned and spent (signed amounts).
         */
        kind: "prizes" | "draws" | "exp" | "invitations" | "applications" | "stardust";
        /**
         * API path answering one page of records, e.g. /activity/spark/listUserPrizeRecord.
         */
        path: string;
        /**
         * Extra query parameters sent with every page; may hold bindings.
         */
        params?: {
          [k: string]: unknown | undefined;
        };
        /**
         * Records per page; a shorter page means there are no more.
         */
        pageSize?: number;
        /**
         * Name of the page-number parameter.
         */
        pageParam?: string;
        /**
         * Name of the page-size parameter.
         */
        sizeParam?: string;
        /**
         * Number of the first page (0 or 1).
         */
        firstPage?: number;
        /**
         * Load the next page with a "Load more" button or when the end of the list scrolls into view.
         */
        paging?: "button" | "reach-bottom";
        /**
         * String key of a title above the records.
         */
        title?: string;
        /**
         * Action answering an invitation still waiting (Accept and Decline on its row; none when absent).
         */
        respondAction?: string;
        /**
         * Page state key holding the row answered (its fields, e.g. {{state.record.inviteId}}, and accept).
         */
        stateKey?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Free and premium reward tracks by level; rewards are locked, redeemable once EXP suffices (premium after upgrade) or received, with a claim button.
       */
      type: "reward-track";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Levels of the pass, usually {{data.pass.levels}}; undefined while loading.
         */
        levels?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * Current EXP of the user, e.g. {{data.pass.exp}}.
         */
        exp: number | string;
        /**
         * True once the premium track is bought, e.g. {{data.pass.premium}}.
         */
        premiumOwned?: boolean | string;
        /**
         * Action run to claim one reward; the reward is in {{state.<stateKey>}} with level and track.
         */
        claimAction: string;
        /**
         * Action run by the upgrade button shown while the premium track is not owned.
         */
        upgradeAction?: string;
        /**
         * Page state key holding the reward being claimed: { level, track, ...reward }.
         */
        stateKey?: string;
        /**
         * String key of a title above the track.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Rows of place and prize (e.g. "Top 1" - "Golden crown frame"), written in the campaign or read from a reward configuration answer, with an optional prize picture.
       */
      type: "rewards-list";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Reward rows written in the campaign (place and prize string keys), best place first.
         */
        rows?:
          | {
              /**
               * String key of the place, e.g. "Top 1" or "Top 4-10".
               */
              place: string;
              /**
               * String key of the prize, e.g. "Golden crown frame + 50K diamonds".
               */
              prize: string;
              /**
               * Picture of the prize: a campaign file or an allowlisted URL.
               */
              image?: string;
            }[]
          | string;
        /**
         * Declared data source with the rewards (e.g. /marketing/hallOfFameReward/listRewardConfig) instead of rows: loading, error and retry states.
         */
        source?: string;
        /**
         * With `source`: the group of the answer to show, matched against each group's tab (or key) field, e.g. sentWeekly.
         */
        group?: string;
        /**
         * String key of a title above the rows.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Room rows with place, picture, name, owner and score; a tap runs an action with the room (e.g. the app opens it), with loading, empty and error states.
       */
      type: "room-list";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source with the room rows, e.g. /marketing/rankingList/getChatRoomRanking.
         */
        source: string;
        /**
         * Action run when a room is tapped (the tapped room is {{state.<stateKey>}}).
         */
        action?: string;
        /**
         * Page state key the tapped room is put under before the action runs.
         */
        stateKey?: string;
        /**
         * Show at most this many rooms.
         */
        limit?: number;
        /**
         * String key of a title above the rooms.
         */
        title?: string;
        /**
         * String key shown when no room is listed (default: a shared message).
         */
        emptyText?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A button that opens an accessible dialog with the rules text.
       */
      type: "rules-dialog";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * String key of the button that opens the rules, e.g. "Rules".
         */
        buttonText: string;
        /**
         * String key of the dialog title (default: the button text).
         */
        title?: string;
        /**
         * String key of the rules. Blank lines start a new paragraph.
         */
        text: string;
        /**
         * Values for the {placeholders} of the rules text.
         */
        values?: {
          [k: string]: string | number | undefined;
        };
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A scrolling area (x, y or both) that runs actions when its top, bottom, left or right edge is reached.
       */
      type: "scroll";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Scrolling axis: x (horizontal), y (vertical) or auto (both).
         */
        direction?: "x" | "y" | "auto";
        /**
         * Distance (px) from an edge that counts as reaching it.
         */
        offset?: number;
        /**
         * Height of the scrolling area in design pixels (750-wide design).
         */
        height?: number;
        /**
         * Action run when the top is reached.
         */
        onReachTop?: string;
        /**
         * Action run when the bottom is reached, e.g. to load the next page.
         */
        onReachBottom?: string;
        /**
         * Action run when the left edge is reached.
         */
        onReachLeft?: string;
        /**
         * Action run when the right edge is reached.
         */
        onReachRight?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
      /**
       * Child nodes.
       */
      children?: PageNode[];
    }
  | {
      /**
       * A block of the page with an optional heading and background image.
       */
      type: "section";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * String key of the section heading.
         */
        title?: string;
        /**
         * Background image of the section (campaign file or allowlisted URL).
         */
        background?: string;
        /**
         * Inner spacing, in px.
         */
        padding?: number;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
      /**
       * Child nodes.
       */
      children?: PageNode[];
    }
  | {
      /**
       * Share buttons for Facebook, WhatsApp and copy-link; the link carries the attribution link (l); FB/WA links are opened by the page; copying shows "Copy link successful!".
       */
      type: "share-button";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Link shared (allowlisted URL or a path of this site).
         */
        url: string | string;
        /**
         * String key of the text sent with the link (WhatsApp).
         */
        message?: string;
        /**
         * Channels offered: FB (Facebook), WA (WhatsApp), LINK (copy the link).
         *
         * @minItems 1
         */
        channels?: ["FB" | "WA" | "LINK", ...("FB" | "WA" | "LINK")[]];
        /**
         * String key of a label above the buttons, e.g. "Share with friends".
         */
        title?: string;
        /**
         * Report the share event (15002) with its channel.
         */
        track?: boolean;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A full-width panel at the bottom (or top) of the screen, opened by its id with an openModal action.
       */
      type: "sheet";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Where the panel sits on the screen: center, top or bottom.
         */
        position?: "center" | "top" | "bottom";
        /**
         * String key of the heading shown at the top of the panel (also its accessible name).
         */
        title?: string;
        /**
         * String key of the accessible name when there is no visible title.
         */
        label?: string;
        /**
         * Show the panel from data or state; without it the panel opens with an openModal step on its id.
         */
        open?: boolean | string;
        /**
         * Close when the dimmed area around the panel is tapped.
         */
        closeOnOverlay?: boolean;
        /**
         * Show a close button in the corner.
         */
        showClose?: boolean;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
      /**
       * Child nodes.
       */
      children?: PageNode[];
    }
  | {
      /**
       * A grid of days with their rewards: signed, missed, upcoming, and a sign-in button on today.
       */
      type: "sign-in-calendar";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Days of the sign-in calendar, usually {{data.signIn.days}}; undefined while loading.
         */
        days?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * Number of today in the calendar (1 = first day; 0 outside the event, when no day is today), e.g. {{data.signIn.today}}.
         */
        today: number | string;
        /**
         * Action run by the sign-in button of today; the day is in {{state.<stateKey>}}.
         */
        signAction: string;
        /**
         * Page state key holding the day being signed.
         */
        stateKey?: string;
        /**
         * String key of a title above the calendar.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Live round betting game (Rapid King, cockfight): betting countdown, prizes with my bets, buy items, confirmed single-flight bets, round result, previous results, MVP and today's income; follows server pushes.
       */
      type: "slot-machine";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Act type of the game: Rapid King P10000, cockfight P10001.
         */
        actType?: "P10000" | "P10001";
        /**
         * Presentation: rapid-king shows the result on the board; cockfight names the chicken types (zero, ninja, normal, weak) and shows the result in a modal.
         */
        variant?: "rapid-king" | "cockfight";
        /**
         * Currency type the bets are paid in: normal 1, game ticket 2, golden bean 3; usually {{query.ctype ?? 1}}.
         */
        currentType?: (number | string) | string;
        /**
         * Main page of the game: round, status, seconds left, prizes, buy items, my bets, previous results.
         */
        pagePath?: string;
        /**
         * POST path of a bet (actNo, currentType, medalConfigId, prizeConfigId).
         */
        betPath?: string;
        /**
         * Draw notice of a round (actNo), asked while the round settles in case a push is missed.
         */
        noticePath?: string;
        /**
         * How often the draw notice is asked while a round settles (ms).
         */
        noticeIntervalMs?: number;
        /**
         * Seconds the result stays when it came from a draw notice rather than a push.
         */
        resultSeconds?: number;
        /**
         * Key of the per-game "don't ask again" flag of the bet confirmation (default: the act type).
         */
        game?: string;
        /**
         * String key of the title above the board.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Spark draw: special and normal prize pools, the folded prize list, the "lighten x times" pity progress (rare within 10, limited within 70), single-flight draws ×1 and ×10 while drawable (drawStatus 1, between drawStart and drawEnd), a skippable result animation, the spark count, buying sparks and the free-spark tip through the app.
       */
      type: "spark-draw";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * The prize pools the user draws in; with two, a switch between them (Stars Hunters: the special and the normal pool).
         *
         * @minItems 1
         * @maxItems 2
         */
        pools:
          | [
              {
                /**
                 * Act category of the pool: normal 10000, limit 20000 (the special pool).
                 */
                category: 10000 | 20000;
                /**
                 * String key of the pool's name on its switch (e.g. "Special pool").
                 */
                label: string;
              }
            ]
          | [
              {
                /**
                 * Act category of the pool: normal 10000, limit 20000 (the special pool).
                 */
                category: 10000 | 20000;
                /**
                 * String key of the pool's name on its switch (e.g. "Special pool").
                 */
                label: string;
              },
              {
                /**
                 * Act category of the pool: normal 10000, limit 20000 (the special pool).
                 */
                category: 10000 | 20000;
                /**
                 * String key of the pool's name on its switch (e.g. "Special pool").
                 */
                label: string;
              }
            ];
        /**
         * Draw config of a pool (actCategory): drawStatus, drawStart, drawEnd, pity counters, prizes, sparkCount.
         */
        configPath?: string;
        /**
         * POST path of a draw (actConfigId, drawNum).
         */
        drawPath?: string;
        /**
         * Prizes shown while the prize list is folded; "Show all" unfolds it.
         */
        foldedCount?: number;
        /**
         * Arguments passed to the app's Spark buy sheet (fixed values; never read from the URL).
         */
        buyArgs?: {
          [k: string]: string | number | undefined;
        };
        /**
         * API paths whose reads (record lists) a draw changes: they are read again after each successful draw, so the records show it at once.
         */
        refreshPaths?: string[];
        /**
         * Action run after each successful draw, e.g. a refetch of the records.
         */
        onDrawn?: string;
        /**
         * String key of a title above the draw.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Puts its children in a column or a row, with a gap between them.
       */
      type: "stack";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Lay children out in a column (vertical) or a row (horizontal).
         */
        direction?: "vertical" | "horizontal";
        /**
         * Space between children, in px.
         */
        gap?: number;
        /**
         * Cross-axis alignment of the children.
         */
        align?: "start" | "center" | "end" | "stretch";
        /**
         * Wrap a row onto several lines when it is too wide.
         */
        wrap?: boolean;
        /**
         * Space around the children, in px (for example to keep buttons off the screen edge).
         */
        padding?: number;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
      /**
       * Child nodes.
       */
      children?: PageNode[];
    }
  | {
      /**
       * Stardust balance of the spark events: what the user holds, that every Spark lit earns 10 stardust, and when the current cycle's stardust is cleared (cycles run from the 20th to 22:59 on the 19th, UTC+8), shown in the user's time zone; in the hour after the clearing, when gathering restarts.
       */
      type: "stardust";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * The stardust the user holds in the current cycle, usually {{data.wish.stardust}}; not a number: shown as unknown.
         */
        amount?:
          | (
              | number
              | string
              | boolean
              | null
              | unknown[]
              | {
                  [k: string]: unknown | undefined;
                }
            )
          | string;
        /**
         * Stardust each Spark lit earns (10 in the spark events).
         */
        perSpark?: number;
        /**
         * String key of a title above the balance (none: no title).
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * One panel of a tabs widget; its children show when the tab is selected. With `room`, a tab that opens that room of the app instead.
       */
      type: "tab";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * String key of the tab label.
         */
        label: string;
        /**
         * Room of the app a tap on this tab opens (forward type 9), e.g. {{data.house.roomId}}, instead of showing a panel: the tab has no children and arrow keys pass over it.
         */
        room?: (string | number) | string;
        /**
         * Values of the tabs' `select` that make this tab the one selected first (e.g. [finals, ended]).
         */
        selectFor?: string[];
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
      /**
       * Child nodes.
       */
      children?: PageNode[];
    }
  | {
      /**
       * A row of tabs; each child `tab` is one panel, selected by tap or arrow keys.
       */
      type: "tabs";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Index of the tab selected first (0 = the first tab).
         */
        initial?: number;
        /**
         * Keep the selected index in page state under this key ({{state.<key>}}).
         */
        stateKey?: string;
        /**
         * A value, usually bound to data ('{{data.bff.stage}}'), that chooses the tab selected first: the first tab whose `selectFor` lists it (none: `initial`). Until the user picks a tab, the selection follows it as the data arrives or changes.
         */
        select?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
      /**
       * Child nodes.
       */
      children?: PageNode[];
    }
  | {
      /**
       * Tasks with progress; ongoing tasks show "Go", done tasks a claim button running an action, claimed tasks a done mark.
       */
      type: "task-list";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Task rows, usually a binding such as {{data.tasks.list}}; undefined while loading.
         */
        tasks?:
          | {
              [k: string]: unknown | undefined;
            }[]
          | string;
        /**
         * Action run to claim the reward of a done task; the task is in {{state.<stateKey>}}.
         */
        claimAction: string;
        /**
         * Action run by the "Go" button of an ongoing task (no button when absent).
         */
        goAction?: string;
        /**
         * Page state key holding the task being claimed, read by the action as {{state.task.taskId}}.
         */
        stateKey?: string;
        /**
         * String key of a title above the tasks.
         */
        title?: string;
        /**
         * How many task rows the page keeps room for while the tasks load: as many as the server sends (unset: a screen of rows).
         */
        placeholderRows?: number;
        /**
         * Button words of this page in place of the shared "Go", "Claim", "Claimed" and "Ongoing".
         */
        labels?: {
          /**
           * String key of the "Go" button, e.g. "Recharge" on a recharge offer.
           */
          go?: string;
          /**
           * String key of the claim button, e.g. "Get".
           */
          claim?: string;
          /**
           * String key of the claimed mark, e.g. "Done".
           */
          claimed?: string;
          /**
           * String key of the mark of a task not done when there is no "Go" button, e.g. "Not reached" on a week that is over.
           */
          ongoing?: string;
        };
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * A paragraph from a string key (e.g. the rules), with an optional title and placeholder values.
       */
      type: "text";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * String key of the paragraph (e.g. the rules). Blank lines start a new paragraph.
         */
        text: string;
        /**
         * String key of a small title above the paragraph.
         */
        title?: string;
        /**
         * Values for the {placeholders} of the text; may hold bindings such as {{data.pool.amount}}.
         */
        values?: {
          [k: string]: string | number | undefined;
        };
        /**
         * Kept so older campaigns load: number values are always shown with thousands separators (e.g. 30,100).
         */
        groupNumbers?: boolean;
        /**
         * Names of values that are instants (ISO with an offset, or epoch milliseconds), shown as dates written out in the page language, e.g. [expiresAt] for a badge's expiry.
         */
        dates?: string[];
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Text (required, at most 30 characters) and, unless picture is false, exactly one picture (required), checked with localized messages before an action sends them.
       */
      type: "text-picture-input";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Action run with the text and the picture; they are in {{state.<stateKey>}} as { text, picture }.
         */
        submitAction: string;
        /**
         * Page state key holding { text, picture } when the form is sent.
         */
        stateKey?: string;
        /**
         * Ask for exactly one picture (e.g. the picture of a custom gift); false makes a text-only form (e.g. a wish).
         */
        picture?: boolean;
        /**
         * String key of the submit button (default: a shared "Submit").
         */
        submitText?: string;
        /**
         * Most characters allowed in the text (a custom gift allows 30).
         */
        maxLength?: number;
        /**
         * String key of the message shown when the text is left empty (default: a shared "Please enter the text"; a secret code uses "Please enter secret code").
         */
        requiredText?: string;
        /**
         * String key of the text field label (default: a shared label).
         */
        textLabel?: string;
        /**
         * String key of the picture field label (default: a shared label).
         */
        pictureLabel?: string;
        /**
         * String key of the form title.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Treasure hunter: two tools (stones, the bow), one tool used per hunt (×1, ×10, single-flight), each tool's usage counter toward its guarantee (a stone gift worth 1299-1999 within 100 uses, a bow gift worth 3999-9999 within 40; an early high-value gift resets it), the premium prize or 1000 diamonds for owners, buying tools for diamonds after a confirmation, a skippable result animation.
       */
      type: "treasure-hunter";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * Index: tools (tool, count, used, every, min, max, price), diamond, ownsPremium, premiumPrize.
         */
        indexPath?: string;
        /**
         * POST: a hunt (tool, count 1 or 10).
         */
        huntPath?: string;
        /**
         * POST: tools for diamonds (tool, count), asked first.
         */
        buyPath?: string;
        /**
         * Tools bought at a time.
         */
        buyCount?: number;
        /**
         * Action run when the diamonds are short, e.g. opening the recharge dialog.
         */
        rechargeAction?: string;
        /**
         * String key of a title above the hunt.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Avatar, name and optional id of a user; names are plain text, truncated with an ellipsis.
       */
      type: "user-chip";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Display name, usually {{user.name}} or a field of a data source.
         */
        name: string | string;
        /**
         * Avatar URL (must be allowlisted), e.g. {{user.avatar}}.
         */
        avatar?: string | string;
        /**
         * User id shown under the name, e.g. {{user.id}}.
         */
        userId?: (string | number) | string;
        /**
         * Avatar size: small (32 px) or large (56 px).
         */
        size?: "small" | "large";
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Candidates best first (place, avatar, name, votes) with a Vote button on each that runs the page action with the candidate in state.candidate, one vote at a time; loading, error with retry and empty states.
       */
      type: "vote-list";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props: {
        /**
         * Declared data source answering the candidates best first (rows, list or top): userId, name, icon, votes.
         */
        source: string;
        /**
         * Action run by the Vote button of a candidate; the candidate is in {{state.candidate}} (e.g. {{state.candidate.userId}}). One vote runs at a time.
         */
        voteAction: string;
        /**
         * String key of a title above the candidates.
         */
        title?: string;
        /**
         * String key shown when there is no candidate (default: a shared message).
         */
        emptyText?: string;
        /**
         * Show at most this many candidates.
         */
        limit?: number;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    }
  | {
      /**
       * Wishing gift box: wishing coins bought with sparks (10 = 10), the secret gift sure at 100 wishes and collection cards (14 gifts = 1) with progress, choosing a gift and boxes (or opening directly), a single-flight paid opening, chosen boxes clicked within 5 minutes with the time left (they open by themselves when it lapses or the page is left), the prizes; or the custom gift form (text up to 30 characters and one uploaded picture).
       */
      type: "wish-box";
      /**
       * Stable id; required for modals and sheets (opened by id).
       */
      id?: string;
      /**
       * Props format version (current: 1); older props are migrated.
       */
      version?: number;
      props?: {
        /**
         * What the widget shows: "wish" (coins, the secret-gift and card progress, choosing a gift and boxes, opening, the 5-minute window) or "custom" (the custom gift form: a text and one uploaded picture).
         */
        view?: "wish" | "custom";
        /**
         * The wishing state: coins, sparks, cards, wishes toward the secret gift, the gifts, a pending round of chosen boxes.
         */
        indexPath?: string;
        /**
         * POST: open (giftId with boxes, or giftId with direct and count); paid in wishing coins.
         */
        openPath?: string;
        /**
         * POST: click one chosen box (roundId, box).
         */
        clickPath?: string;
        /**
         * POST: open every chosen box still closed (roundId): the window lapsed or the page is left.
         */
        openAllPath?: string;
        /**
         * POST: buy wishing coins with sparks (count; 10 sparks = 10 coins).
         */
        buyCoinsPath?: string;
        /**
         * POST: the custom gift (text, pictures: [the uploaded key]).
         */
        customPath?: string;
        /**
         * Arguments passed to the app's Spark buy sheet when sparks are short (fixed values; never read from the URL).
         */
        buyArgs?: {
          [k: string]: string | number | undefined;
        };
        /**
         * Action run after wishes opened or a custom gift was sent, e.g. a refetch of the mall (cards changed).
         */
        onChanged?: string;
        /**
         * String key of a title above the widget.
         */
        title?: string;
      };
      /**
       * Conditions on the node; all given parts must hold.
       */
      when?: {
        /**
         * Render only in this phase (or these phases).
         */
        phase?: ("preheat" | "notStarted" | "running" | "ended") | ("preheat" | "notStarted" | "running" | "ended")[];
        /**
         * Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !).
         */
        if?: string;
        /**
         * Render only when this binding or condition does not hold.
         */
        unless?: string;
        /**
         * Render only inside the app at or above this version, e.g. 3.14.0.
         */
        minAppVersion?: string;
      };
    };

/**
 * A campaign page definition.
 */
export interface CampaignDefinition {
  /**
   * JSON Schema of this file (for editors).
   */
  $schema?: string;
  /**
   * Format version of this file; older versions are migrated on load (current: 2).
   */
  schemaVersion: 2;
  /**
   * Campaign id (kebab-case), usually the folder name.
   */
  id: string;
  /**
   * Routes of the page under /vue/.
   *
   * @minItems 1
   *
   * Items: Route under /vue/, written without the prefix, e.g. /act/christmas.
   */
  routes: [string, ...string[]];
  /**
   * String key of the page title.
   */
  title: string;
  /**
   * When the event runs (ISO-8601 instants with offsets).
   */
  period: {
    /**
     * Preheat start: between preheat and start the phase is "preheat".
     */
    preheat?: string;
    /**
     * Event start: the phase becomes "running".
     */
    start: string;
    /**
     * Event end: the phase becomes "ended".
     */
    end: string;
    /**
     * A data source whose answer carries the event's window as the server keeps it (startTime and endTime): once it has answered, its start and end decide the phase in place of the ones written here.
     */
    from?: string;
  };
  /**
   * Look of the page.
   */
  theme?: {
    /**
     * Colour tokens, e.g. primary: "#ff4d88"; exposed as CSS variables.
     */
    colors?: {
      [k: string]: string | undefined;
    };
    /**
     * Background image: a file of the campaign folder or an allowlisted URL.
     */
    backgroundImage?: string;
    /**
     * Page background colour.
     */
    backgroundColor?: string;
  };
  /**
   * Data sources by name.
   */
  data?: {
    /**
     * A read of the API, fetched and cached by the engine; bind to it with {{data.<name>...}}.
     */
    [k: string]:
      | {
          /**
           * API path, e.g. /marketing/rankingList/getData.
           */
          path: string;
          /**
           * HTTP method (default GET).
           */
          method?: "GET" | "POST";
          /**
           * Query (GET) or body (POST) parameters; string values may hold bindings.
           */
          params?: {
            [k: string]: unknown | undefined;
          };
          /**
           * Fetch again every this many ms, e.g. 300000 for rankings refreshed every 5 minutes.
           */
          refetchIntervalMs?: number;
          /**
           * Only fetch in these phases (default: all).
           *
           * Items: Event phase: preheat, notStarted, running or ended.
           */
          phases?: ("preheat" | "notStarted" | "running" | "ended")[];
        }
      | undefined;
  };
  /**
   * Named actions: lists of steps run by buttons and other widgets.
   */
  actions?: {
    /**
     * Steps run in order; a failing step stops the list (use onFailure to react).
     */
    [k: string]: ActionStep[] | undefined;
  };
  /**
   * The page tree, top to bottom.
   *
   * @minItems 1
   */
  page: [PageNode, ...PageNode[]];
  /**
   * The languages the campaign ships in, e.g. [en, th] (default: every language pack: en, ms, th, fil, vi). A string missing in one of them is an error; the others show English and are not checked.
   *
   * @minItems 1
   */
  languages?: ["en" | "ms" | "th" | "fil" | "vi", ...("en" | "ms" | "th" | "fil" | "vi")[]];
  /**
   * Keep the page state between visits.
   */
  keepAlive?: boolean;
  /**
   * Action run when the user taps the right of the top bar (immersive mode, not minimizable), e.g. opening the rewards.
   */
  rightAction?: string;
  /**
   * A hub's parts: other campaigns shown in its tabs (the hub-tabs widget), each loaded when its tab opens.
   *
   * Items: A part of a hub: another campaign (or a named node of its page) shown in a tab of the hub, by reference.
   */
  parts?: {
    /**
     * The part's id: its tab, and its route under the hub's (/act/<hub>/<id>).
     */
    id: string;
    /**
     * The id of the campaign the part shows (its folder), e.g. wishing-gift-box.
     */
    campaign: string;
    /**
     * The id of one node of that campaign's page to show instead of its whole page.
     */
    section?: string;
    /**
     * String key (of the hub's strings) of the part's tab label.
     */
    title: string;
    /**
     * The phases the part follows in the hub: the hub's period when not given, `own` for the campaign's own period, or a period of its own.
     */
    period?:
      | "own"
      | {
          /**
           * Preheat start: between preheat and start the phase is "preheat".
           */
          preheat?: string;
          /**
           * Event start: the phase becomes "running".
           */
          start: string;
          /**
           * Event end: the phase becomes "ended".
           */
          end: string;
          /**
           * A data source whose answer carries the event's window as the server keeps it (startTime and endTime): once it has answered, its start and end decide the phase in place of the ones written here.
           */
          from?: string;
        };
  }[];
}
