/** The built-in Springelkamp scenarios (JSON beside this module). */
import frigateDuel from './frigate-duel.json' with { type: 'json' };
import solDuel from './sol-duel.json' with { type: 'json' };
import squadronAction from './squadron-action.json' with { type: 'json' };
import constitutionGuerriere from './constitution-guerriere.json' with { type: 'json' };
import { loadSprScenario, type SprScenario } from '../scenario.js';

export const SPR_SCENARIO_FILES: readonly unknown[] = [frigateDuel, solDuel, squadronAction, constitutionGuerriere];

let cache: SprScenario[] | null = null;

export function sprBuiltInScenarios(): SprScenario[] {
  cache ??= SPR_SCENARIO_FILES.map((r) => loadSprScenario(r, `built-in:${(r as { id: string }).id}`));
  return cache;
}
