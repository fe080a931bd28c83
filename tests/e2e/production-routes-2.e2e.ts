import { checkProductionRoutes } from './productionRoutes';

checkProductionRoutes(1, 2);
