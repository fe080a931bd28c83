import { checkRoutes } from './everyRoute';

checkRoutes(1, 4);
