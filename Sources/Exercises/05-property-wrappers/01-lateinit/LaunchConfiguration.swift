// Goal: write a first property wrapper, `@Lateinit`, for a value that is set after its owner is made and
// must not be read before: `name` is the value, `$name` peeks at it safely, `_name` is the wrapper itself.
// Check it: swift run puzzles check 05.1
// Lesson: Lessons/05-property-wrappers/01-lateinit/README.md

/// Settings that arrive after launch (from a file, from a server), are set once, then read everywhere.
struct LaunchConfiguration {
    @Lateinit var serverName: String
    @Lateinit var retryLimit: Int

    /// Whether both settings have arrived, asked without risking a read before a write.
    var isReady: Bool {
        // TODO: Ask the projected values, `$serverName` and `$retryLimit`, whether both were set.
        false
    }

    /// Forgets both settings, as at launch.
    mutating func reset() {
        // TODO: `serverName` is a String and cannot be set to nil. Replace each wrapper itself
        //       (`_serverName`, `_retryLimit`) with a fresh, empty one.
    }
}
