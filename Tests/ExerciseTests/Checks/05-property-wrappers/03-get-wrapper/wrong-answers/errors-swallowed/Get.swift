// wrong: drops a failed request with `try?`, so the state stays loading forever
// rejected-by: keeps-a-state-per-wrapper
// misconception: A request that throws has failed, not "not finished yet": `try?` throws the error away and leaves
// misconception: the screen loading for ever. Catch the error and keep it as the `.failure` case.
// misconception-ja: 例外を投げたリクエストは「まだ終わっていない」のではなく失敗しています。
// misconception-ja: `try?` はエラーを捨てて画面を読み込み中のままにするので、
// misconception-ja: エラーを捕まえて `.failure` として持ちます。
// lesson: #failures-are-states-too
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
        if let value = try? await load() {
            state = .success(value)
        }
    }
}
