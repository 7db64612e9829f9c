// wrong: reads as an optional, so the properties are declared `String?` and `Int?` and nothing ever fails
// rejected-by: accepts-lateinit-properties
/// Settings that arrive after launch (from a file, from a server), are set once, then read everywhere.
struct LaunchConfiguration {
    @Lateinit var serverName: String?
    @Lateinit var retryLimit: Int?

    /// Whether both settings have arrived, asked without risking a read before a write.
    var isReady: Bool {
        $serverName != nil && $retryLimit != nil
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
