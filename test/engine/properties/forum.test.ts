import { propertySuite } from './driver.ts';

propertySuite('forum');
