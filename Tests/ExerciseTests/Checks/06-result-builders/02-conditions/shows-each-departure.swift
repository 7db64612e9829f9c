// check: runs
// The board shows each departure from one `@PanelBuilder` function: its heading, then "cancelled", its delay or
// "on time" (an `if`, an `else if` and an `else`), then "step-free boarding" only when it is (an `if` alone). The
// types of two smaller panels name both branches of an `if`/`else`, and the optional of an `if` alone, whichever
// branch ran.
// varies: the departures: how many, their times, destinations, delays, cancellations and step-free boarding
// behaviour-in: PanelBuilder.swift
import MiniUI

@testable import Exercise06_2

func describe(_ departures: [Departure]) -> String {
    departures.map { departure in
        "\(departure.time) \(departure.destination) delay \(departure.delay.map(String.init) ?? "none")"
            + (departure.isCancelled ? " cancelled" : "") + (departure.isStepFree ? " step-free" : "")
    }.joined(separator: "; ")
}

let departures = Vary.value(
    "departures",
    [
        Departure(time: "08:02", destination: "Harbour Gate", isStepFree: true),
        Departure(time: "08:09", destination: "University", delay: 4),
        Departure(time: "08:17", destination: "Depot Road", isCancelled: true, isStepFree: true),
    ],
    describe: describe,
    varied: { random in
        (0..<random.int(in: 2...5)).map { index in
            Departure(
                time: "09:\(10 + 7 * index)",
                destination: random.element(of: ["Old Mill", "Museum Square", "Riverside", "Stadium", "Lakeside"]),
                delay: random.bool() ? random.int(in: 1...25) : nil,
                isCancelled: random.int(in: 1...4) == 1,
                isStepFree: random.bool()
            )
        }
    }
)

@PanelBuilder
func status(_ departure: Departure) -> some Panel {
    Heading(departure: departure)
    if departure.isCancelled {
        Cancelled()
    } else if let minutes = departure.delay {
        Delayed(minutes: minutes)
    } else {
        OnTime()
    }
    if departure.isStepFree {
        StepFree()
    }
}

@PanelBuilder
func punctuality(_ departure: Departure) -> some Panel {
    if let minutes = departure.delay {
        Delayed(minutes: minutes)
    } else {
        OnTime()
    }
}

@PanelBuilder
func accessibility(_ departure: Departure) -> some Panel {
    if departure.isStepFree {
        StepFree()
    }
}

for departure in departures {
    print(status(departure).rows.joined(separator: " | "))
}
print("--")
let first = departures[0]
print("punctuality: \(type(of: punctuality(first))), rows: \(punctuality(first).rows)")
print("accessibility: \(type(of: accessibility(first))), rows: \(accessibility(first).rows)")

/* expected output:
08:02 Harbour Gate | on time | step-free boarding
08:09 University | delayed 4 min
08:17 Depot Road | cancelled | step-free boarding
--
punctuality: EitherPanel<Delayed, OnTime>, rows: ["on time"]
accessibility: Optional<StepFree>, rows: ["step-free boarding"]
*/
