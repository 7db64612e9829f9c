// wrong: makes `.mock` the default, so previews need no setting, and the app ships showing canned data
// rejected-by: loads-from-the-injected-source
import MiniUI

private struct DataSourceKey: EnvironmentKey {
    /// An app talks to the real server unless something above it says otherwise.
    static let defaultValue = DataSource.mock
}

extension EnvironmentValues {
    /// Where every `@Get` below this point fetches from: `.live` by default, `.mock` in previews and checks.
    var dataSource: DataSource {
        get { self[DataSourceKey.self] }
        set { self[DataSourceKey.self] = newValue }
    }
}
