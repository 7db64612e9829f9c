// Goal: write a first property wrapper, `@Lateinit`, for a value that is set after its owner is made and
// must not be read before: `name` is the value, `$name` peeks at it safely, `_name` is the wrapper itself.
// Check it: swift run puzzles check 05.1
// Lesson: Lessons/05-property-wrappers/01-lateinit/README.md

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
@propertyWrapper
struct Lateinit<Value> {
    private var value: Value?

    /// An empty wrapper. `@Lateinit var name: String` with no initial value calls this.
    init() {}

    var wrappedValue: Value {
        // TODO: `value!` stops with "Unexpectedly found nil while unwrapping an Optional value", which names
        //       neither the wrapper nor the mistake. When nothing was written yet, stop through
        //       `lateinitFailure` instead, with the message "\(Self.self) was read before it was set".
        get { value! }
        set { value = newValue }
    }

    // TODO: Add a `projectedValue` of type `Value?`, so that `$serverName` is the value if it was set, and
    //       nil if not.
}
