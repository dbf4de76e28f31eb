import { propertySuite } from './driver.ts';

propertySuite('classic');
