// wrong: keeps the state in a class instance, which changes but re-renders no view
// rejected-by: loads-stations-through-task
// misconception: A class lets a non-mutating method change the value, but nobody tells the host: no view re-renders.
// misconception: A `@State` inside a DynamicProperty is storage the host knows about.
// misconception-ja: クラスを使えば mutating でないメソッドからも値を変えられますが、ホストには誰も知らせないので、
// misconception-ja: どのビューも再描画されません。DynamicProperty の中の `@State` は、
// misconception-ja: ホストが知っている保存先です。
// lesson: #a-dynamicproperty-that-holds-a-state
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
    private let box: Box
    let endpoint: KeyPath<BikeAPI, Value>

    init(_ endpoint: KeyPath<BikeAPI, Value>, skeleton: Value? = nil) {
        self.endpoint = endpoint
        // The initial value goes into the State itself, through its backing storage. With no default value on
        // the declaration, `state = .loading(…)` would do the same (Swift turns the first assignment into
        // `_state = State(wrappedValue: …)`); with a default, it would write to a State not installed yet.
        box = Box(state: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        box.state
    }

    /// A reference the wrapper can change from a non-mutating method.
    final class Box {
        var state: LoadState<Value>

        init(state: LoadState<Value>) {
            self.state = state
        }
    }

    /// Runs `load` and keeps what it returns, or the error it throws.
    ///
    /// Main-actor isolated: this wrapper is not Sendable, and it is called from a view's `.task`, which runs
    /// on the main actor. A nonisolated async method would have to take `self` off the main actor, and
    /// Swift 6 refuses: "sending 'self._stations' risks causing data races".
    @MainActor
    func request(_ load: () async throws -> Value) async {
        do {
            box.state = .success(try await load())
        } catch {
            box.state = .failure(error)
        }
    }
}
