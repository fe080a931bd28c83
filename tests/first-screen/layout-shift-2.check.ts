import { checkLayoutShift } from './layoutShift';

checkLayoutShift(1, 2);
