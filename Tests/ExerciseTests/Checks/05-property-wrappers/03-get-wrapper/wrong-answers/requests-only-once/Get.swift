// wrong: `request` returns at once unless the state is still loading, so only the first request counts
// rejected-by: every-request-records-its-outcome
// misconception: A request records its outcome every time it is made: a retry after a failure, or a reload, must
// misconception: replace the state. Returning early once something has arrived leaves the first outcome on screen
// misconception: for ever, a failure included.
// misconception-ja: リクエストは、行われるたびにその結果を記録します。失敗のあとの再試行や再読み込みは状態を置き換えなければ
// misconception-ja: なりません。何かが届いたあとは早々に戻ってしまうと、最初の結果が、失敗であっても、ずっと画面に残ります。
// lesson: #failures-are-states-too
// It looks like a harmless saving ("already loaded"), and the first load works.

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
        guard case .loading = state else { return }
        do {
            state = .success(try await load())
        } catch {
            state = .failure(error)
        }
    }
}
