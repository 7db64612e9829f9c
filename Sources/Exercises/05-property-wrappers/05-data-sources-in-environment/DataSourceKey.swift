// Goal: inject the data source through the environment, so the same `StationsScreen` talks to `.live` in the app
// and to `.mock` in a preview or a check, and `@Get` finds it by itself.
// Check it: swift run puzzles check 05.5
// Lesson: Lessons/05-property-wrappers/05-data-sources-in-environment/README.md

import MiniUI

// TODO: Declare a private `EnvironmentKey` whose default is `DataSource.live`, and an `EnvironmentValues`
//       property `dataSource` that reads and writes it, as in exercise 05.2.
