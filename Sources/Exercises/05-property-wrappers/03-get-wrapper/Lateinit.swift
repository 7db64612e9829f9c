// Goal: `@Get(\.stations) var stations`, a property wrapper that holds a `@State` and loads through `.task`:
// the key path fixes the type (`stations` is a `LoadState<[Station]>`), and the wrapper fills it in.
// Check it: swift run puzzles check 05.3
// Lesson: Lessons/05-property-wrappers/03-get-wrapper/README.md

// given: this is the `@Lateinit` of exercise 05.1, solved; nothing to change here (the checks use the kit's own copy).

/// What a `@Lateinit` does when it is read before anything was written to it: stop the program.
nonisolated(unsafe) var lateinitFailure: (_ message: String) -> Never = { message in
    fatalError(message)
}

/// A value that is set after its owner is made, and must be set before it is read.
@propertyWrapper
struct Lateinit<Value> {
    private var value: Value?

    init() {}

    var wrappedValue: Value {
        get {
            guard let value else {
                lateinitFailure("\(Self.self) was read before it was set")
            }
            return value
        }
        set { value = newValue }
    }

    var projectedValue: Value? {
        value
    }
}
