// Goal: `@Get(\.stations) var stations`, a property wrapper that holds a `@State` and loads through `.task`:
// the key path fixes the type (`stations` is a `LoadState<[Station]>`), and the wrapper fills it in.
// Check it: swift run puzzles check 05.3
// Lesson: Lessons/05-property-wrappers/03-get-wrapper/README.md

import MiniUI

@propertyWrapper
struct Get<Value>: DynamicProperty {
    // TODO: Keep the load state where it outlives the view value and where a change re-renders the view that
    //       holds this wrapper. A plain stored property does neither, and `request` (not mutating) cannot
    //       change it.
    private let state: LoadState<Value>
    let endpoint: KeyPath<BikeAPI, Value>

    init(_ endpoint: KeyPath<BikeAPI, Value>, skeleton: Value? = nil) {
        self.endpoint = endpoint
        // TODO: Start the state as loading, with the caller's skeleton, so that it reaches the host. (Which way
        //       of writing it is safe depends on how you declare the state: see the lesson.)
        state = .loading(skeleton: skeleton)
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Runs `load` and keeps what it returns, or the error it throws.
    @MainActor
    func request(_ load: () async throws -> Value) async {
        // TODO: Run `load`, and keep its value as a success, or the error it throws as a failure.
    }
}
