import { checkRoutes } from './everyRoute';

checkRoutes(3, 4);
