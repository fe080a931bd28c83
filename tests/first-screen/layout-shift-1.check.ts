import { checkLayoutShift } from './layoutShift';

checkLayoutShift(0, 2);
