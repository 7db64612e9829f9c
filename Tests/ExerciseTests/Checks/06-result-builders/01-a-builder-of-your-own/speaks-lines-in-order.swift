// check: runs
// An announcement holds every line its closure's statements stand for, in the order of the statements: a line of
// text as it is, a stop as its name and then one line per connection (none for a stop without connections). A block
// may hold any number of statements, and a line said twice is spoken twice; an empty block speaks no line.
// varies: the stops' names and their connections (none to three)
import MiniUI

@testable import Exercise06_1

let nextName = Vary.value("next stop", "Harbour Gate") { random in
    random.element(of: ["Old Mill", "Museum Square", "Riverside", "Tannery Lane", "Hospital"])
}
let nextConnections = Vary.value("its connections", ["Line 4", "the ferry"]) { random in
    let services = ["Line 1", "Line 7", "the night bus", "the ferry", "the airport train"]
    return random.sample(services, count: random.int(in: 0...3))
}
let lastName = Vary.value("last stop", "Depot Road") { random in
    random.element(of: ["Stadium", "University", "Lakeside", "North Terminal"])
}

let arrival = Announcement {
    "This is Line 2 to \(lastName)"
    Stop(name: nextName, connections: nextConnections)
    "Please mind the gap"
}
for line in arrival.lines {
    print(line)
}

print("--")
let terminus = Announcement {
    Stop(name: lastName)
    "This tram terminates here"
}
for line in terminus.lines {
    print(line)
}

print("--")
let departure = Announcement {
    "Please mind the gap"
    "This is Line 2 to \(lastName)"
    Stop(name: nextName, connections: nextConnections)
    "Priority seats are by the doors"
    "Please mind the gap"
}
for line in departure.lines {
    print(line)
}

print("--")
let silence = Announcement {}
print("\(silence.lines.count) lines")

/* expected output:
This is Line 2 to Depot Road
Next stop: Harbour Gate
Change here for Line 4
Change here for the ferry
Please mind the gap
--
Next stop: Depot Road
This tram terminates here
--
Please mind the gap
This is Line 2 to Depot Road
Next stop: Harbour Gate
Change here for Line 4
Change here for the ferry
Priority seats are by the doors
Please mind the gap
--
0 lines
*/
