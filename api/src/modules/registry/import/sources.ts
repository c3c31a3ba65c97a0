import { craListSource } from './cra-list.source';
import { craT3010Source } from './cra-t3010.source';
import type { RegistrySource } from './import.types';
import { irsBmfSource } from './irs-bmf.source';
import { irsPub78Source } from './irs-pub78.source';
import type { SourceSpec } from './source.types';

export const SOURCES: Readonly<Record<RegistrySource, SourceSpec>> = {
  'cra-list': craListSource as SourceSpec,
  'cra-t3010': craT3010Source as SourceSpec,
  'irs-bmf': irsBmfSource as SourceSpec,
  'irs-pub78': irsPub78Source as SourceSpec,
};
