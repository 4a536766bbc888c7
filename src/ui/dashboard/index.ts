export { AreaChart, BarChart, DonutChart } from './charts';
export { Sparkline } from './Sparkline';
export { StatCard } from './StatCard';
export { FiguresTable, Widget, type FigureColumn } from './Widget';
export { PeriodControl } from './PeriodControl';
export { DashboardHeader, useDashboardPeriod } from './DashboardHeader';
export * from './period';
