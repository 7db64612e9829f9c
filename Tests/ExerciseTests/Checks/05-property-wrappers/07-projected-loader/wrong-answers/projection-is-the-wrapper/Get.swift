// wrong: projects the wrapper itself, so the card stores a `Get` and loads into a state of its own
// rejected-by: card-requests-through-its-loader
// misconception: A view that stores a dynamic property gets it installed as its own: the card finds the `@State`
// misconception: inside the handed-down `Get` and gets a fresh state, which the screen never reads. Project a small
// misconception: loader that carries a binding to the state instead.
// misconception-ja: 動的プロパティを保存したビューには、それが自分のものとして組み込まれます。
// misconception-ja: カードは渡された `Get` の中に `@State` を見つけて新しい状態を持ち、
// misconception-ja: 画面はそれを読みません。代わりに、状態へのバインディングを運ぶ小さなローダーを投影します。
// lesson: #why-hand-down-a-loader-not-the-wrapper
import Foundation
import MiniUI

/// Loads the value of one endpoint from the environment's data source, and keeps where the loading stands.
///
///     @Get(\.rides) private var rides          // a LoadState<[Ride]>
///     …
///     RidesCard(rides: rides, loader: $rides)  // a child may start the request
///
/// `Equatable` lets a request compare what it fetched with what is already shown, keep the state untouched
/// when nothing changed, and tell its caller so.
@propertyWrapper
struct Get<Value: Decodable & Equatable>: DynamicProperty {
    @State private var state: LoadState<Value>
    @Environment(\.dataSource) private var dataSource
    let endpoint: Endpoint<Value>

    init(_ endpoint: KeyPath<Endpoints, Endpoint<Value>>, skeleton: Value? = nil) {
        self.endpoint = Endpoints()[keyPath: endpoint]
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// `$rides` is the wrapper itself, handed down whole, with its `@State` inside.
    var projectedValue: Get<Value> {
        self
    }

    /// The request, through the wrapper itself: `_rides.request()`, in the view that declares it.
    @MainActor
    @discardableResult
    func request() async -> Bool {
        await Loader(state: $state, endpoint: endpoint, source: dataSource).request()
    }

    /// Starts this wrapper's request from anywhere it is handed to.
    struct Loader {
        let state: Binding<LoadState<Value>>
        let endpoint: Endpoint<Value>
        let source: DataSource

        /// Fetches the endpoint and keeps the result. Returns whether what is shown changed: a value equal to
        /// the one already loaded leaves the state as it is.
        @MainActor
        @discardableResult
        func request() async -> Bool {
            do {
                let data = try await source.fetch(endpoint.path)
                let value = try JSONDecoder().decode(Value.self, from: data)
                if case .success(let shown) = state.wrappedValue, shown == value {
                    return false
                }
                state.wrappedValue = .success(value)
            } catch {
                state.wrappedValue = .failure(error)
            }
            return true
        }
    }
}
