// wrong: gives the @State a default value and then assigns `state = …` in init, a write that is lost
// rejected-by: loads-stations-through-task
// misconception: With a default value the State already exists when init runs, so `state = …` writes to a state no
// misconception: view has installed yet and is lost; drop the default, or write `_state = State(initialValue: …)`.
// misconception-ja: デフォルト値があると init の時点で State はもうできているので、
// misconception-ja: `state = …` はまだ組み込まれていない状態への書き込みになり失われます。デフォルト値を外すか、
// misconception-ja: `_state = State(initialValue: …)` と書きます。
// lesson: #the-first-value-of-a-wrapped-state
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
struct Get<Value>: DynamicProperty {
    // The view is a value that SwiftUI makes again and again; the state must outlive it. A `@State` inside a
    // DynamicProperty is found by the host like one declared in the view itself, and a change re-renders
    // the view that holds this wrapper.
    @State private var state: LoadState<Value> = .loading(skeleton: nil)
    let endpoint: KeyPath<BikeAPI, Value>

    init(_ endpoint: KeyPath<BikeAPI, Value>, skeleton: Value? = nil) {
        self.endpoint = endpoint
        // The initial value goes into the State itself, through its backing storage. With no default value on
        // the declaration, `state = .loading(…)` would do the same (Swift turns the first assignment into
        // `_state = State(wrappedValue: …)`); with a default, it would write to a State not installed yet.
        state = .loading(skeleton: skeleton)
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
