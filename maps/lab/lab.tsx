<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="lab" tilewidth="16" tileheight="16" tilecount="6" columns="6">
 <image source="lab-tiles.png" width="96" height="16"/>
 <tile id="0"><properties><property name="kind" value="cell"/></properties></tile>
 <tile id="1"><properties><property name="kind" value="none"/></properties></tile>
 <tile id="2"><properties><property name="kind" value="simple"/></properties></tile>
 <tile id="3"><properties><property name="kind" value="wire"/></properties></tile>
 <tile id="4"><properties><property name="kind" value="monolith"/></properties></tile>
 <tile id="5"><properties><property name="kind" value="exit"/></properties></tile>
</tileset>
