// wrong: makes `.mock` the default, so the app ships showing canned data
// rejected-by: loads-from-the-injected-source
// misconception: The default is what runs when nobody chose: that is the shipped app. Make the real server the
// misconception: default, and let previews and checks choose the mock.
// misconception-ja: デフォルト値は誰も選ばなかったときに使われるもので、それはリリースされたアプリです。
// misconception-ja: 本物のサーバーをデフォルトにし、mock はプレビューとチェックに選ばせます。
// lesson: #the-environment-carries-it-the-wrapper-reads-it
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
