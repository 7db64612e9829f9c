// Goal: hand `@Get`'s request to a child view through a projected value, `$rides`; nest the endpoint table in
// `Get` as the article did; and ask `Value: Equatable`, so that a request can tell whether anything changed.
// Check it: swift run puzzles check 05.7
// Lesson: Lessons/05-property-wrappers/07-projected-loader/README.md

// given: the data source in the environment, as in exercise 05.5; nothing to change here (the checks use the kit's
// own copy).

import MiniUI

private struct DataSourceKey: EnvironmentKey {
    /// An app talks to the real server unless something above it says otherwise.
    static let defaultValue = DataSource.live
}

extension EnvironmentValues {
    /// Where every `@Get` below this point fetches from: `.live` by default, `.mock` in previews and checks.
    var dataSource: DataSource {
        get { self[DataSourceKey.self] }
        set { self[DataSourceKey.self] = newValue }
    }
}
