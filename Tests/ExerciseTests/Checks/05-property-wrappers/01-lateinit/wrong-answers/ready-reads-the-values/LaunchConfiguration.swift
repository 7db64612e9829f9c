// wrong: `isReady` reads the wrapped values themselves, so asking whether they were set stops the program
// rejected-by: prints-values-after-set
// misconception: Reading `serverName` to find out whether it was set is the very read that stops the program. Ask the
// misconception: projections, `$serverName`, which are nil until a value arrives.
// misconception-ja: `serverName` を読んでセットされたかを調べること自体が、プログラムを止める読み出しです。
// misconception-ja: 値が来るまで nil である投影値 `$serverName` に尋ねます。
// lesson: #the-idea
/// Settings that arrive after launch (from a file, from a server), are set once, then read everywhere.
struct LaunchConfiguration {
    @Lateinit var serverName: String
    @Lateinit var retryLimit: Int

    /// Whether both settings have arrived, asked without risking a read before a write.
    var isReady: Bool {
        !serverName.isEmpty && retryLimit > 0
    }

    /// Forgets both settings, as at launch.
    ///
    /// Only the backing storage can be emptied again: `serverName` is a `String` and cannot be set to nil,
    /// but `_serverName` is the wrapper, and a fresh wrapper holds nothing.
    mutating func reset() {
        _serverName = Lateinit()
        _retryLimit = Lateinit()
    }
}
