// check: compiles
// `Announcement { … }` takes a closure of any number of statements (one, several, five, or none at all), each a line
// of text or a stop, in any mix: the builder turns every statement into lines and the block into all of them.
@testable import Exercise06_1

func makeAnnouncements() {
    let depot = Stop(name: "Depot Road")
    let harbour = Stop(name: "Harbour Gate", connections: ["Line 4", "the ferry"])

    let doors = Announcement { "Doors closing" }
    let next = Announcement { harbour }
    let terminus = Announcement {
        "This tram terminates at Harbour Gate"
        harbour
        "Please take all your belongings with you"
    }
    let twoStops = Announcement {
        depot
        Stop(name: "Museum Square")
    }
    let lastTram = Announcement {
        "This is the last tram of the evening"
        depot
        harbour
        "Night buses leave from Harbour Gate"
        "Please take all your belongings with you"
    }
    let silence = Announcement {}
    // Each announcement's lines on a line of their own, with their type written: an announcement that does not
    // compile then leaves the compiler nothing to work out here.
    let spoken: [[String]] = [terminus.lines, doors.lines, next.lines, twoStops.lines, lastTram.lines, silence.lines]
    _ = spoken
}
