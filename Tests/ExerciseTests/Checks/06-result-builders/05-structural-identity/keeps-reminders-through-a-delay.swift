// check: runs, preview
// A passenger sets reminders on some rows; two minutes pass; then one departure is delayed (it turns orange, a few
// minutes later), and later runs on time again. Each row is the same view all along, so every reminder is kept, the
// delayed departure's own included.
// varies: the departures (how many, their lines and destinations), which reminders are set and which one is delayed
import MiniUI

@testable import Exercise06_5

let destinations = Vary.value("destinations", ["Old Mill", "Airport", "Zoo"]) { random in
    random.sample(["Depot", "Castle Hill", "Riverside", "University", "Market Square"], count: random.int(in: 2...4))
}
let reminded = Vary.value(
    "reminders set on", [0, 1], describe: { $0.map { destinations[$0] }.joined(separator: ", ") },
    varied: { random in
        random.sample(Array(destinations.indices), count: random.int(in: 1...destinations.count)).sorted()
    }
)
let delayed = Vary.value(
    "delayed", 1, describe: { destinations[$0] }, varied: { random in random.element(of: reminded) }
)

struct Board: View {
    @State var departures = destinations.enumerated().map { index, destination in
        Departure(id: index + 1, line: String(index * 3 + 1), destination: destination, minutes: index * 4 + 3)
    }

    var body: some View {
        DeparturesList(departures: departures)
        Button("Two minutes pass") {
            for index in departures.indices { departures[index].minutes -= 2 }
        }
        Button("Delay") {
            departures[delayed].isDelayed = true
            departures[delayed].minutes += 5
        }
        Button("On time again") {
            departures[delayed].isDelayed = false
            departures[delayed].minutes -= 5
        }
    }
}

let host = ViewHost(Board())
for index in reminded { host.toggle("Remind me: \(destinations[index])") }
@MainActor
func report(_ moment: String) {
    print(moment)
    for destination in destinations {
        print("  \(destination): reminder \(host.isOn("Remind me: \(destination)") ? "on" : "off")")
    }
}
report("reminders set")
host.tap("Two minutes pass")
report("two minutes later")
host.tap("Delay")
report("after the delay")
print(host.screen)
host.tap("On time again")
report("on time again")

/* expected output:
reminders set
  Old Mill: reminder on
  Airport: reminder on
  Zoo: reminder off
two minutes later
  Old Mill: reminder on
  Airport: reminder on
  Zoo: reminder off
after the delay
  Old Mill: reminder on
  Airport: reminder on
  Zoo: reminder off
VStack
  ForEach
    row id: 1
      HStack.foregroundStyle(.primary).strikethrough(false)
        Text("1")
        Text("Old Mill")
        Text("1 min")
        Toggle("Remind me: Old Mill", isOn: true)
    row id: 2
      HStack.foregroundStyle(.orange).strikethrough(false)
        Text("4")
        Text("Airport")
        Text("10 min")
        Toggle("Remind me: Airport", isOn: true)
    row id: 3
      HStack.foregroundStyle(.primary).strikethrough(false)
        Text("7")
        Text("Zoo")
        Text("9 min")
        Toggle("Remind me: Zoo", isOn: false)
Button("Two minutes pass")
Button("Delay")
Button("On time again")
on time again
  Old Mill: reminder on
  Airport: reminder on
  Zoo: reminder off
*/
