import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ["fan@mail.test", "fan@mail.test"],
    ["fan+tees@mail.test", "fan+tees@mail.test"],
    ['a"b@mail.test', '"a""b@mail.test"'],
    ["a,b", '"a,b"'],
    ["line\r\nbreak", '"line\r\nbreak"'],
    ["=HYPERLINK(1)@x.test", "'=HYPERLINK(1)@x.test"],
    ["+1@x.test", "'+1@x.test"],
    ["-1@x.test", "'-1@x.test"],
    ["@x", "'@x"],
    ["\tx", "'\tx"],
    ['=1,"2"', `"'=1,""2"""`],
    ["x;=1+1;", '"x;=1+1;"'],
    ["utm;@SUM(A1)", '"utm;@SUM(A1)"'],
    ["", ""],
  ])("writes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("toCsv", () => {
  it("writes a header line and one CRLF-ended line per row", () => {
    expect(
      toCsv(
        ["email", "source"],
        [
          ["a@x.test", "home"],
          ["=b@x.test", "news"],
        ],
      ),
    ).toBe("email,source\r\na@x.test,home\r\n'=b@x.test,news\r\n");
  });

  it("writes only the header for an empty list", () => {
    expect(toCsv(["email"], [])).toBe("email\r\n");
  });
});
