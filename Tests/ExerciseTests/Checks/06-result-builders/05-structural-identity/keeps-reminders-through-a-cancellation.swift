// check: runs
// A cancellation strikes the row through, and the passenger's reminder on it stays, as on every other row: a look
// given through `.if(condition) { … }` is an `if` in disguise, and its other branch is another row, with no
// reminder set. Each report also counts the views erased to `AnyView` (`host.tree` names every `AnyView`): the task
// asks for no erasure, and an `AnyView` whose wrapped type changes with the look is another row too.
import MiniUI

@testable import Exercise06_5

struct Board: View {
    @State var departures = [
        Departure(id: 1, line: "4", destination: "Old Mill", minutes: 3),
        Departure(id: 2, line: "9", destination: "Airport", minutes: 7, isDelayed: true),
        Departure(id: 3, line: "2", destination: "Zoo", minutes: 12),
    ]

    var body: some View {
        DeparturesList(departures: departures)
        Button("Cancel the airport tram") { departures[1].isCancelled = true }
        Button("Cancel the zoo tram") { departures[2].isCancelled = true }
    }
}

@MainActor
func report(_ host: ViewHost) {
    let reminders = ["Old Mill", "Airport", "Zoo"].map { "\($0) \(host.isOn("Remind me: \($0)") ? "on" : "off")" }
    let erased = host.tree.split(separator: "\n").filter { line in
        line.drop { $0 == " " }.prefix { $0 != "." && $0 != "(" } == "AnyView"
    }
    print("reminders:", reminders.joined(separator: ", "), "(views erased to AnyView: \(erased.count))")
}

let host = ViewHost(Board())
host.toggle("Remind me: Airport")
host.toggle("Remind me: Zoo")
report(host)
host.tap("Cancel the airport tram")
report(host)
host.tap("Cancel the zoo tram")
report(host)
print(host.screen)

/* expected output:
reminders: Old Mill off, Airport on, Zoo on (views erased to AnyView: 0)
reminders: Old Mill off, Airport on, Zoo on (views erased to AnyView: 0)
reminders: Old Mill off, Airport on, Zoo on (views erased to AnyView: 0)
VStack
  ForEach
    row id: 1
      HStack.foregroundStyle(.primary).strikethrough(false)
        Text("4")
        Text("Old Mill")
        Text("3 min")
        Toggle("Remind me: Old Mill", isOn: false)
    row id: 2
      HStack.foregroundStyle(.orange).strikethrough()
        Text("9")
        Text("Airport")
        Text("7 min")
        Toggle("Remind me: Airport", isOn: true)
    row id: 3
      HStack.foregroundStyle(.primary).strikethrough()
        Text("2")
        Text("Zoo")
        Text("12 min")
        Toggle("Remind me: Zoo", isOn: true)
Button("Cancel the airport tram")
Button("Cancel the zoo tram")
*/
