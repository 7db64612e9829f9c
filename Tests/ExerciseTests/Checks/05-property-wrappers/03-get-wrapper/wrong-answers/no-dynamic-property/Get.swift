// wrong: leaves out the `DynamicProperty` conformance
// rejected-by: loads-stations-through-task
// misconception: `DynamicProperty` is what tells the host to look inside the wrapper: without it, the `@State` (and
// misconception: the `@Environment`) inside are never connected to the view, so nothing the wrapper writes is seen.
// misconception-ja: ラッパーの中を見るようホストに伝えるのが `DynamicProperty` です。これがないと、中の `@State`(や
// misconception-ja: `@Environment`)はビューに結び付かず、ラッパーが書き込んだものは何も見えません。
// lesson: #a-dynamicproperty-that-holds-a-state
// Everything compiles; the host prints a runtime warning and the screen never leaves its first state.

import MiniUI

/// Loads the value of one endpoint, and keeps where the loading stands.
///
///     @Get(\.stations) private var stations          // a LoadState<[Station]>
///     …
///     .task { await _stations.request { try await MockServer.stations() } }
///
/// The key path fixes `Value`, as `@Environment(\.colorScheme)` does: `\.stations` is a
/// `KeyPath<BikeAPI, [Station]>`, so this is a `Get<[Station]>` and the property is a `LoadState<[Station]>`.
@propertyWrapper
struct Get<Value> {
    // The view is a value that SwiftUI makes again and again; the state must outlive it. A `@State` inside a
    // DynamicProperty is found by the host like one declared in the view itself, and a change re-renders
    // the view that holds this wrapper.
    @State private var state: LoadState<Value>
    let endpoint: KeyPath<BikeAPI, Value>

    init(_ endpoint: KeyPath<BikeAPI, Value>, skeleton: Value? = nil) {
        self.endpoint = endpoint
        // The initial value goes into the State itself, through its backing storage. With no default value on
        // the declaration, `state = .loading(…)` would do the same (Swift turns the first assignment into
        // `_state = State(wrappedValue: …)`); with a default, it would write to a State not installed yet.
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// Runs `load` and keeps what it returns, or the error it throws.
    ///
    /// Main-actor isolated: this wrapper is not Sendable, and it is called from a view's `.task`, which runs
    /// on the main actor. A nonisolated async method would have to take `self` off the main actor, and
    /// Swift 6 refuses: "sending 'self._stations' risks causing data races".
    @MainActor
    func request(_ load: () async throws -> Value) async {
        do {
            state = .success(try await load())
        } catch {
            state = .failure(error)
        }
    }
}
