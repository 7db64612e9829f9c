// wrong: keeps the first value and silently ignores every later write
// rejected-by: prints-values-after-set
// misconception: "Set before it is read" does not mean "set only once": the wrapped value is still a `var`, and a
// misconception: later write must replace the value. Only a read before the first write is an error.
// misconception-ja: 「読む前にセットされる」は「一度しかセットできない」という意味ではありません。
// misconception-ja: ラップされた値は `var` のままなので、後の書き込みは値を置き換えなければなりません。
// misconception-ja: 誤りなのは最初の書き込みより前の読み出しだけです。
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
        set { value = value ?? newValue }
    }

    /// `$name`: the value if it was set, `nil` if not.
    var projectedValue: Value? {
        value
    }
}
