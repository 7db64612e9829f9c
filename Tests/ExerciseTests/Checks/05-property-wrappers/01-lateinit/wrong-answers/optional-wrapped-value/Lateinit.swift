// wrong: reads as an optional, so nothing ever fails, and every reader must unwrap a value that "must be set"
// rejected-by: accepts-lateinit-properties
// misconception: An optional wrapped value turns "must be set before it is read" into "may be missing", and pushes
// misconception: the unwrapping onto every reader. The wrapped value is the plain `Value`; the optional belongs in
// misconception: the projection.
// misconception-ja: ラップされた値をオプショナルにすると、「読む前に必ずセットされる」が「ないかもしれない」に変わり、
// misconception-ja: アンラップをすべての読み手に押し付けます。ラップされた値はただの `Value` で、
// misconception-ja: オプショナルは投影値の側に置きます。
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

    var wrappedValue: Value? {
        get { value }
        set { value = newValue }
    }

    /// `$name`: the value if it was set, `nil` if not.
    var projectedValue: Value? {
        value
    }
}
