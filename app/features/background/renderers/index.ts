import type { RenderedBackground } from '../../../../domain/backgrounds';
import { animatedCircuits } from './animated-circuits';
import { cognitiveNodes } from './cognitive-nodes';
import { cosmicNebula } from './cosmic-nebula';
import { cyberpunkMatrix } from './cyberpunk-matrix';
import { digitalWaves } from './digital-waves';
import { dynamicFlow } from './dynamic-flow';
import { fractalExpansion } from './fractal-expansion';
import { hexagon } from './hexagon';
import { holographicGrid } from './holographic-grid';
import { lensFlare } from './lens-flare';
import { lowPoly } from './low-poly';
import { particleFlow } from './particle-flow';
import type { Renderer } from './types';

export const renderers: Record<RenderedBackground, Renderer> = {
  'cognitive-nodes': cognitiveNodes,
  'animated-circuits': animatedCircuits,
  'digital-waves': digitalWaves,
  'holographic-grid': holographicGrid,
  'particle-flow': particleFlow,
  'dynamic-flow': dynamicFlow,
  'lens-flare': lensFlare,
  'low-poly': lowPoly,
  hexagon,
  'fractal-expansion': fractalExpansion,
  'cosmic-nebula': cosmicNebula,
  'cyberpunk-matrix': cyberpunkMatrix,
};
