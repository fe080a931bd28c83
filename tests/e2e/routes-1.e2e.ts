import { checkRoutes } from './everyRoute';

checkRoutes(0, 4);
