// wrong: the projected value is a Bool, like Kotlin's `isInitialized`, so `$name` cannot hand over the value
// rejected-by: accepts-lateinit-properties
// misconception: A flag answers "was it set?" but then the value must be read in a second step. An optional
// misconception: projection answers both at once: `if let name = $name`.
// misconception-ja: フラグは「セットされたか」には答えますが、値は別の手順で読まなければなりません。
// misconception-ja: オプショナルの投影値なら `if let name = $name` で両方に一度に答えられます。
// lesson: #the-idea
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
                lateinitFailure("\(Self.self) was read before it was set")
            }
            return value
        }
        set { value = newValue }
    }

    /// `$name`: whether the value was set.
    var projectedValue: Bool {
        value != nil
    }
}
