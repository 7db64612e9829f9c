// Goal: `@Get(\.stations) var stations`, a property wrapper that holds a `@State` and loads data through `.task`: the
// key path fixes the type, `stations` is a `LoadState<[Station]>`, `_stations.request { … }` fills it in.
// Check it: swift run puzzles check 05.3
// Lesson: Lessons/05-property-wrappers/03-get-wrapper/README.md

import MiniUI

@propertyWrapper
struct Get<Value>: DynamicProperty {
    // TODO: Keep the load state in a `@State`, so that it outlives the view value and a change re-renders the
    //       view. A plain stored property cannot be changed from a non-mutating method, as `request` is.
    private let state: LoadState<Value>
    let endpoint: KeyPath<BikeAPI, Value>

    init(_ endpoint: KeyPath<BikeAPI, Value>, skeleton: Value? = nil) {
        self.endpoint = endpoint
        // TODO: With a `@State`, give it its initial value through the backing storage,
        //       `_state = State(initialValue: …)`.
        state = .loading(skeleton: skeleton)
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Runs `load` and keeps what it returns, or the error it throws.
    @MainActor
    func request(_ load: () async throws -> Value) async {
        // TODO: Bring these lines back; they compile once `state` is a `@State`.
        // do {
        //     state = .success(try await load())
        // } catch {
        //     state = .failure(error)
        // }
    }
}
