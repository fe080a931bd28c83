import { checkRoutes } from './everyRoute';

checkRoutes(2, 4);
