// check: rejects
// Only the environment chooses the data source: `request()` takes none, so no view can quietly fetch from
// somewhere else, and the environment value accepts a `DataSource`, not its name.
import MiniUI

@testable import Exercise05_5

struct Sneaky: View {
    @Get(\.stations) private var stations

    var body: some View {
        Text("Sneaky")
            .task {
                // expected-error@+1 {{argument passed to call that takes no arguments}}
                await _stations.request(from: DataSource.mock)
            }
    }
}

struct Named: View {
    var body: some View {
        // expected-error@+1 {{cannot convert value of type 'String' to expected argument type 'DataSource'}}
        StationsScreen().environment(\.dataSource, "mock")
    }
}
