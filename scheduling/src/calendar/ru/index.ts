// Every year of the Russian production calendar kept in the repository (see add-ru-calendar-year.mjs).
import type { CalendarException } from '../calendar-exception.js';
import { RU_2020 } from './ru-2020.js';
import { RU_2021 } from './ru-2021.js';
import { RU_2022 } from './ru-2022.js';
import { RU_2023 } from './ru-2023.js';
import { RU_2024 } from './ru-2024.js';
import { RU_2025 } from './ru-2025.js';
import { RU_2026 } from './ru-2026.js';

export const RU_PRODUCTION_CALENDAR: Readonly<Record<number, readonly CalendarException[]>> = {
  2020: RU_2020,
  2021: RU_2021,
  2022: RU_2022,
  2023: RU_2023,
  2024: RU_2024,
  2025: RU_2025,
  2026: RU_2026,
};
