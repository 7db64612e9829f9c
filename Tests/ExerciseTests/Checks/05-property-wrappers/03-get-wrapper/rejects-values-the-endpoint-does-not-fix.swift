// check: rejects
// The key path decides what the endpoint returns, and everything else must agree with it: the property's
// declared type, the skeleton, and what the request's closure returns.
import MiniUI

@testable import Exercise05_3

struct Confused: View {
    // expected-error@+2 {{cannot convert value of type 'KeyPath<BikeAPI, Array<Station>>'}}
    // expected-note@+1 {{arguments to generic parameter 'Element' ('Station' and 'Ride') are expected to be equal}}
    @Get(\.stations) private var stations: LoadState<[Ride]>
    // expected-error@+2 {{cannot convert value of type '[Station]' to expected argument type 'Array<Ride>'}}
    // expected-note@+1 {{arguments to generic parameter 'Element' ('Station' and 'Ride') are expected to be equal}}
    @Get(\.rides, skeleton: Station.placeholders) private var rides

    var body: some View {
        Text("Confused")
    }
}

struct Mixed: View {
    @Get(\.rides) private var rides

    var body: some View {
        Text("Mixed")
            .task {
                // expected-error@+2 {{cannot convert value of type '() async throws -> [Station]' to expected argument type}}
                // expected-note@+1 {{arguments to generic parameter 'Element' ('Station' and 'Ride') are expected to be equal}}
                await _rides.request { try await MockServer.stations() }
            }
    }
}
