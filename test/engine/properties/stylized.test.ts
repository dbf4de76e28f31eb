import { propertySuite } from './driver.ts';

propertySuite('stylized');
