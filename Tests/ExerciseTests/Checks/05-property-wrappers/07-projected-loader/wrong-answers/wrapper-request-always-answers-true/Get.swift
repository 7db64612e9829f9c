// wrong: the wrapper's own request() fetches by itself, always assigns and always answers true
// rejected-by: reports-whether-anything-changed
// misconception: `_rides.request()` and `$rides.request()` are two doors to one request: written twice, the two
// misconception: drift apart, and here the wrapper's answers true even when the rides did not change. Let the
// misconception: wrapper's method call the projection's, so that it answers the same.
// misconception-ja: `_rides.request()` と `$rides.request()` は同じリクエストへの 2 つの入り口です。別々に書くと
// misconception-ja: 食い違い、ここではラッパーのほうが、乗車記録が変わっていなくても true と答えます。ラッパーの
// misconception-ja: メソッドから投影値のリクエストを呼べば、同じ答えになります。
// lesson: #why-hand-down-a-loader-not-the-wrapper
// The projection's Loader compares, so `$rides.request()` answers [true, false, true]; `_rides.request()`
// answers [true, true, true] for the same three fetches.
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

    /// `$rides`: what a view may hand to a child so that the child can start the request. It carries a binding
    /// to the state, not the state itself, so the request fills in the state of the view that declared `@Get`.
    var projectedValue: Loader {
        Loader(state: $state, endpoint: endpoint, source: dataSource)
    }

    /// The request, through the wrapper itself: `_rides.request()`, in the view that declares it. It fetches on
    /// its own, keeps what came back whatever it is, and always says that something changed.
    @MainActor
    @discardableResult
    func request() async -> Bool {
        do {
            let data = try await dataSource.fetch(endpoint.path)
            state = .success(try JSONDecoder().decode(Value.self, from: data))
        } catch {
            state = .failure(error)
        }
        return true
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
