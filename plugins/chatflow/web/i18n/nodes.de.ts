import { chainSettingsDe } from './chainSettings.de.ts';
import { documentSettingsDe } from './documentSettings.de.ts';
import { modelSettingsDe } from './modelSettings.de.ts';
import { paletteDe } from './palette.de.ts';

/** The parts of the chatflow plugin's German node catalogue, each a group of its nodes' texts. */
export const nodesDeParts = [paletteDe, modelSettingsDe, documentSettingsDe, chainSettingsDe];

/**
 * German for every text the chatflow canvas shows of its nodes, keyed by their English text (the
 * plugin's manifest contributes it as nodeMessages): the palette's categories, labels and
 * descriptions, and the nodes' settings, options, placeholders, anchors and outputs. Labels that
 * are the names of models, services or LangChain classes stay as they are.
 * tests/architecture/nodeCatalogue.test.ts fails when a text of a chatflow node has no German.
 */
export const nodesDe: Record<string, string> = Object.assign({}, ...nodesDeParts);
