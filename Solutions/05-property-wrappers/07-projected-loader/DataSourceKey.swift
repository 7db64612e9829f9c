// The data source in the environment, as in exercise 05.5; nothing to change here.

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
