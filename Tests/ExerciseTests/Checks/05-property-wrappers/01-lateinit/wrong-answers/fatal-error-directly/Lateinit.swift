// wrong: stops with `fatalError` itself instead of calling `lateinitFailure`
// rejected-by: reports-read-before-set
// misconception: Stopping is right, but route it through `lateinitFailure`: a check replaces that function to read
// misconception: the message, and a `fatalError` called directly ends the program before anything can be seen.
// misconception-ja: 止めること自体は正しいのですが、`lateinitFailure` を通します。チェックはこの関数を差し替えてメッセージを
// misconception-ja: 読むので、直接呼んだ `fatalError` では、何も確かめられないうちにプログラムが終わってしまいます。
// lesson: #failing-loudly
// Right for an app on its own; here the check replaces `lateinitFailure` to read the message, and the program
// stops before it can.

/// What a `@Lateinit` does when it is read before anything was written to it: stop the program with
/// `message`, as `fatalError` does. A check swaps this for a function that prints the message and ends
/// the program cleanly, so that it can watch the failure happen.
nonisolated(unsafe) var lateinitFailure: (_ message: String) -> Never = { message in
    fatalError(message)
}

/// A value that is set after its owner is made, and must be set before it is read.
///
///     struct LaunchConfiguration {
///         @Lateinit var serverName: String   // no initial value, and not an optional
///     }
///
/// The compiler turns the property into three names:
/// - `serverName` reads and writes `wrappedValue`: a plain `String`, or a loud stop if it is read too early;
/// - `$serverName` reads `projectedValue`: the same value as an optional, to ask without risk;
/// - `_serverName` is the `Lateinit<String>` itself, private to the type that declares the property.
@propertyWrapper
struct Lateinit<Value> {
    private var value: Value?

    /// An empty wrapper. `@Lateinit var name: String` with no initial value calls this.
    init() {}

    var wrappedValue: Value {
        get {
            // Reading too early is a programmer error, like unwrapping nil: stop, and say what happened.
            guard let value else {
                fatalError("\(Self.self) was read before it was set")
            }
            return value
        }
        set { value = newValue }
    }

    /// `$name`: the value if it was set, `nil` if not.
    var projectedValue: Value? {
        value
    }
}
