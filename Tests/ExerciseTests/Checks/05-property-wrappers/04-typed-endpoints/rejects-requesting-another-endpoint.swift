// check: rejects
// The article's open problem, solved: a `Get<[Station]>` has no way to ask for rides. `_stations.request()`
// compiles and `_stations.requestRides()` does not, and a wrapper cannot claim a type its endpoint does not
// return.
import MiniUI

@testable import Exercise05_4

struct Profile: View {
    @Get(\.stations) private var stations

    var body: some View {
        Text("Profile")
            .task {
                await _stations.request()
                // expected-error@+1 {{value of type 'Get<[Station]>' has no member 'requestRides'}}
                await _stations.requestRides()
            }
    }
}

struct Playlist: View {
    // expected-error@+2 {{cannot convert value of type 'KeyPath<BikeAPI, Endpoint<Array<Ride>>>'}}
    // expected-note@+1 {{arguments to generic parameter 'Element' ('Ride' and 'Station') are expected to be equal}}
    @Get(\.rides) private var rides: LoadState<[Station]>

    var body: some View {
        Text("Playlist")
    }
}
