// wrong: a refresh that fails leaves the rides already shown, and answers false
// rejected-by: shows-a-failed-refresh
// misconception: A request keeps what it got, a value or an error: hiding a failed refresh behind the last rides
// misconception: shows data that is no longer known to be current, and tells the caller nothing changed.
// misconception-ja: リクエストは得たもの(値かエラー)をそのまま残します。失敗した再読み込みを前回の一覧で隠すと、今も正しい
// misconception-ja: とは限らないデータを見せ続け、呼び出し側には何も変わらなかったと伝えることになります。
// lesson: #the-idea
// Kinder to the eye, but the screen can no longer say it is offline, and a caller that retries on "changed" never
// hears of the failure.

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

    /// The request, through the wrapper itself: `_rides.request()`, in the view that declares it.
    @MainActor
    @discardableResult
    func request() async -> Bool {
        await projectedValue.request()
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
                if case .success = state.wrappedValue { return false }
                state.wrappedValue = .failure(error)
            }
            return true
        }
    }
}
